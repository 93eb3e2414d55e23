/**
 * The script the server puts first in every page's head. It is sent as this text, so it is
 * written as the browser runs it: plain JavaScript that refers to nothing outside itself. React
 * marks each element it has hydrated or rendered with its props, under a key of `__reactProps$`.
 */
export const EARLY_CLICKS_SCRIPT = `(function () {
  var isLive = function (element) {
    return Object.keys(element).some(function (key) { return key.indexOf('__reactProps$') === 0; });
  };
  var early = (window.rawexEarlyClicks = { targets: [], isLive: isLive });
  var controls = 'button, [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], input[type="checkbox"], input[type="radio"]';
  document.addEventListener('click', function (event) {
    var target = event.target instanceof Element ? event.target.closest(controls) : null;
    if (!target || target.closest('a[href]') || isLive(target)) return;
    // A form with an address of its own works as a plain form: it is sent as the browser sends it.
    if (target.type === 'submit' && target.form && target.form.hasAttribute('action')) return;
    // Any other submit button would reload the page; a checkbox would change under React.
    event.preventDefault();
    event.stopImmediatePropagation();
    early.targets.push(target);
    if (early.kept) early.kept();
  }, true);
})();`;
