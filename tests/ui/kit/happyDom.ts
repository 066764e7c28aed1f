/**
 * happy-dom's `window.Document` is not the class of `window.document`, so react-aria's isFocusWithin (an
 * `instanceof ownerWindow.Document` check) always answers no there and popovers take focus back from the menu item or
 * button that a browser would leave focused. Import this first in kit tests that run in happy-dom.
 */
const documentClass: unknown =
  typeof document === 'undefined' ? undefined : Object.getPrototypeOf(document).constructor;
if (documentClass && documentClass !== window.Document) {
  Object.defineProperty(window, 'Document', { value: documentClass, configurable: true, writable: true });
}
