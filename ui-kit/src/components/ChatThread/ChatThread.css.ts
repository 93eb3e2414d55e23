import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const thread = style({
  padding: vars.space.md,
  maxHeight: vars.size.chatHeight,
  overflowY: 'auto',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({ display: 'flex', minWidth: 0 });
export const incomingRow = style({ justifyContent: 'flex-start' });
export const outgoingRow = style({ justifyContent: 'flex-end' });

export const bubble = style({
  display: 'grid',
  gap: vars.space.xxs,
  maxWidth: '80%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  overflowWrap: 'anywhere',
});
export const incoming = style({
  background: vars.color.surface,
  color: vars.color.text,
  borderEndStartRadius: vars.radius.sm,
});
export const outgoing = style({
  background: vars.color.primary,
  color: vars.color.primaryText,
  borderEndEndRadius: vars.radius.sm,
});

export const kind = style({
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  textTransform: 'uppercase',
});
export const text = style({ margin: 0, fontSize: vars.font.sizeSm });
export const meta = style({ fontSize: vars.font.sizeXs, justifySelf: 'end' });

export const note = style({
  margin: 0,
  padding: vars.space.lg,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const attachments = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.xxs,
});
export const attachment = style({ color: 'inherit', textDecoration: 'underline', overflowWrap: 'anywhere' });
