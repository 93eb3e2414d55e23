import type { RenderHints } from './app/server-render';
import { BOOT_DATA_ID } from './render-contract';

/** What the server rendered a page from: each SWR key's data, and its guesses about the browser. */
export interface BootData {
  hints: RenderHints;
  data: Record<string, unknown>;
}

/** As JSON safe inside a <script> element: no `</script>` or `<!--` can end or break it. */
export function serializeBootData(boot: BootData): string {
  return JSON.stringify(boot).replace(/</g, '\\u003c');
}

/** The data a server-rendered page came with, or null when the browser renders the page alone. */
export function readBootData(): BootData | null {
  const text = document.getElementById(BOOT_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as BootData) : null;
}
