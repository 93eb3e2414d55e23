/**
 * The script the server puts first in every page's head. It is sent as this text, so it is
 * written as the browser runs it: plain JavaScript that refers to nothing outside itself.
 *
 * An element is live once React has mounted its part of the page. React marks each element it
 * renders with its fiber (under a key of `__reactFiber$`) while it renders, before it commits:
 * a part whose hydration is put off (a sibling's code still loading) leaves its elements marked
 * but not mounted, and React drops a click on them. So the test is React's own
 * (`getNearestMountedFiber`): walking up from the element's fiber, no fiber still being placed
 * or hydrated (flags 2 | 4096), up to a root that is itself hydrated.
 */
export const EARLY_CLICKS_SCRIPT = `(function () {
  var isLive = function (element) {
    var key = Object.keys(element).find(function (name) { return name.indexOf('__reactFiber$') === 0; });
    var fiber = key ? element[key] : null;
    if (!fiber) return false;
    var mounted = fiber, node = fiber, next = fiber;
    while (next && !next.alternate) {
      node = next;
      if (node.flags & 4098) mounted = node.return;
      next = node.return;
    }
    while (node.return) node = node.return;
    return node.tag === 3 && mounted === fiber && !node.stateNode.current.memoizedState.isDehydrated;
  };
  var early = (window.rawexEarlyClicks = { targets: [], isLive: isLive });
  var controls = 'button, [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], input[type="checkbox"], input[type="radio"]';
  document.addEventListener('click', function (event) {
    var target = event.target instanceof Element ? event.target.closest(controls) : null;
    if (!target || target.closest('a[href]') || early.replaying) return;
    // A click on a live part goes to React, unless clicks made before it still wait: it waits
    // behind them, so that they are made in the order they were (an earlier tab last would undo it).
    if (isLive(target) && early.targets.length === 0) return;
    // A form with an address of its own works as a plain form: it is sent as the browser sends it.
    if (target.type === 'submit' && target.form && target.form.hasAttribute('action')) return;
    // Any other submit button would reload the page; a checkbox would change under React.
    event.preventDefault();
    event.stopImmediatePropagation();
    early.targets.push(target);
    if (early.kept) early.kept();
  }, true);
})();`;
