/** The CSS editor (D2.02): CSS applied to the page as it is typed once it parses; what postcss refuses is shown, not applied. */
import { useState } from 'react';
import { checkCss } from '../../../../core/dashboard';
import { ModalDialog, cancelAction } from '../../../kit';
import { CodeField } from './fields';
import { applyDashboardCss, dashboardStore, setDashboardCss } from '../../../../state/dashboard';

/** The CSS editor dialog: Cancel puts the CSS back as it was when the editor opened. */
export function CssEditor(props: { open: boolean; onClose: () => void }) {
  const [opened] = useState(() => dashboardStore.css);
  const [text, setText] = useState(opened);
  const checked = checkCss(text);
  const change = (next: string): void => {
    setText(next);
    const result = checkCss(next);
    if (result.ok) setDashboardCss(result.value);
  };
  const cancel = (): void => {
    setDashboardCss(opened);
    props.onClose();
  };
  const apply = async (): Promise<void> => {
    if (!checked.ok) return;
    if ((await applyDashboardCss(checked.value)).ok) props.onClose();
  };
  return (
    <ModalDialog
      title="Edit CSS"
      open={props.open}
      onClose={cancel}
      test="css-editor"
      wide
      actions={[
        cancelAction(cancel),
        { label: 'Apply', variant: 'primary', disabled: !checked.ok, onPress: () => void apply(), test: 'css-apply' },
      ]}
    >
      <CodeField
        label="CSS"
        rows={16}
        value={text}
        onChange={change}
        test="css-text"
        error={checked.ok ? null : checked.error}
      />
    </ModalDialog>
  );
}
