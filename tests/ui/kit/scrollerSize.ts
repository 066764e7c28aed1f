import { vi } from 'vitest';

/**
 * happy-dom lays nothing out: elements with `className` report the width and height a browser gives them from the
 * stylesheet, so a virtualised grid draws the rows in view. Call in beforeEach; vi.restoreAllMocks undoes it.
 */
export function fakeScrollerSize(className: string, width: number, height: number): void {
  const size = (real: PropertyDescriptor | undefined, px: number) =>
    function (this: HTMLElement): number {
      return this.classList.contains(className) ? px : Number(real?.get?.call(this) ?? 0);
    };
  const realWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  const realHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(size(realWidth, width));
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(size(realHeight, height));
}
