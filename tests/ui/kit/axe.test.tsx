// @vitest-environment happy-dom
import './happyDom';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { seriousViolations } from '../axe';
import {
  ActionMenu,
  DragSource,
  DropTarget,
  EditableTitle,
  OwnerAvatars,
  PopoverTrigger,
  Select,
  SplitPanes,
  TabSet,
  Tip,
  WarningDialog,
} from '../../../src/ui/kit';
import { SIX_OWNERS } from './fixtures';

afterEach(cleanup);

function Gallery() {
  return (
    <main>
      <Select label="Fruit" options={[{ value: 'a', label: 'Apple' }]} value={null} onChange={() => undefined} />
      <Select
        label="Countries"
        multiple
        options={[{ value: 'fr', label: 'France' }]}
        value={['fr']}
        onChange={() => undefined}
      />
      <PopoverTrigger label="Edit metric" trigger="SUM(num)">
        <p>editor</p>
      </PopoverTrigger>
      <TabSet
        label="Metric"
        tabs={[
          { id: 's', title: 'Simple', content: 'x' },
          { id: 'q', title: 'Custom SQL', content: 'y' },
        ]}
      />
      <ActionMenu label="Chart actions" items={[{ id: 'a', label: 'View query', onAction: () => undefined }]} />
      <Tip content="Force refresh">
        <button type="button">Refresh</button>
      </Tip>
      <EditableTitle label="Metric name" value="" defaultLabel="My metric" onChange={() => undefined} />
      <OwnerAvatars owners={SIX_OWNERS} />
      <DragSource payload={{ kind: 'column', value: { column_name: 'country' } }} label="country">
        country
      </DragSource>
      <DropTarget label="Dimensions" accept={['column']} onDrop={() => undefined}>
        Drop columns here
      </DropTarget>
      <div style={{ height: 200 }}>
        <SplitPanes
          label="Layout"
          panes={[
            { id: 'a', label: 'Left', content: 'l', preferredSize: 100 },
            { id: 'b', label: 'Right', content: 'r', preferredSize: 100 },
          ]}
        />
      </div>
    </main>
  );
}

describe('accessibility', () => {
  it('X1.11 X19.10 every kit control at rest has no serious axe violation', async () => {
    render(<Gallery />);
    expect(await seriousViolations()).toEqual([]);
  });

  it('D16.10 an open select menu has no serious axe violation', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(screen.getByRole('combobox', { name: 'Fruit' }));
    await user.keyboard('{ArrowDown}');
    expect(await seriousViolations()).toEqual([]);
  });

  it("D17.07 the 'Warning' dialog has no serious axe violation", async () => {
    render(<WarningDialog isOpen message="In use" onClose={() => undefined} />);
    expect(await seriousViolations()).toEqual([]);
  });
});
