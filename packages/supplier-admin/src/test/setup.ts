// jsdom lays nothing out: its ranges have no boxes and nothing is at any point. The description
// editor (ProseMirror) measures the selection to keep it in view and looks up what a click hits;
// empty boxes and nothing hit are what a page without layout has.
if (typeof Range !== 'undefined' && typeof Range.prototype.getClientRects !== 'function') {
  Range.prototype.getClientRects = function getClientRects() {
    return Object.assign([], { item: () => null }) as unknown as DOMRectList;
  };
  Range.prototype.getBoundingClientRect = function getBoundingClientRect() {
    return new DOMRect();
  };
}
if (typeof document !== 'undefined' && typeof document.elementFromPoint !== 'function') {
  document.elementFromPoint = () => null;
}
