import { style, styleVariants } from '@vanilla-extract/css';
import * as bell from 'lucide-react/icons/bell';
import * as box from 'lucide-react/icons/box';
import * as heart from 'lucide-react/icons/heart';
import * as house from 'lucide-react/icons/house';
import * as leaf from 'lucide-react/icons/leaf';
import * as menu from 'lucide-react/icons/menu';
import * as messageSquare from 'lucide-react/icons/message-square';
import * as paperclip from 'lucide-react/icons/paperclip';
import * as search from 'lucide-react/icons/search';
import * as shoppingCart from 'lucide-react/icons/shopping-cart';
import * as store from 'lucide-react/icons/store';
import * as x from 'lucide-react/icons/x';

/** What each of lucide-react's icon modules holds beside its component: the drawing's elements. */
interface IconModule {
  __iconData?: { node: readonly (readonly [string, Record<string, string>])[] };
}

/**
 * A lucide drawing as a CSS image, made when the stylesheet is built: its elements in lucide's own
 * frame (24 units, 2-unit round strokes), filled or not.
 */
function drawingUrl(icon: object, { filled = false } = {}) {
  const drawing = (icon as IconModule).__iconData;
  if (!drawing) throw new Error('lucide-react no longer exports its icons’ drawings (__iconData)');
  const elements = drawing.node
    .map(([tag, { key: _key, ...attributes }]) => {
      const written = Object.entries(attributes).map(([name, value]) => `${name}='${value}'`);
      return `<${tag} ${written.join(' ')}/>`;
    })
    .join('');
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='${filled ? 'black' : 'none'}' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'>${elements}</svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

const drawings = {
  cart: shoppingCart,
  search,
  menu,
  close: x,
  bell,
  message: messageSquare,
  home: house,
  leaf,
  store,
  box,
  heart,
  attachment: paperclip,
};

const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '22px',
  height: '22px',
  background: 'currentColor',
  maskPosition: 'center',
  maskSize: 'contain',
  maskRepeat: 'no-repeat',
  '@media': { '(forced-colors: active)': { background: 'CanvasText' } },
});

/**
 * Each icon as a box in the text colour, shaped by its drawing: the drawings travel once in the
 * stylesheet, not in the page's markup each time one is shown.
 */
export const icons = styleVariants(drawings, (drawing) => [icon, { maskImage: drawingUrl(drawing) }]);

/** The heart filled in, for something saved. */
export const filledHeart = drawingUrl(heart, { filled: true });

/** An icon in a line of text, as tall as its letters. */
export const inline = style({ width: '1em', height: '1em', verticalAlign: '-0.15em' });
