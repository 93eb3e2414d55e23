import { act } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { lazyPart, loadParts } from './lazy-parts';
import { ServerResponseContext, type ServerResponse } from './server-render';

function Sort({ label }: { label: string }) {
  return <button type="button">{label}</button>;
}

/** A page with a lazy part, its label given from outside as the session's answer would. */
function pageWith(Part: ComponentType<{ label: string }>) {
  return function Page({ label }: { label: string }) {
    return (
      <Suspense fallback={<p>Loading…</p>}>
        <Part label={label} />
      </Suspense>
    );
  };
}

describe('a lazy part', () => {
  it('names its source to the server’s response when rendered there', async () => {
    const source = 'src/test/Sort.tsx';
    const Page = pageWith(lazyPart(source, async () => ({ default: Sort })));
    const response: Partial<ServerResponse> = {};
    await prerender(
      <ServerResponseContext value={(part) => Object.assign(response, part)}>
        <Page label="Sort by" />
      </ServerResponseContext>,
    );
    expect(response.parts).toEqual([source]);
  });

  it('loaded before the page hydrates, keeps the server’s element through an early update', async () => {
    const source = 'src/test/SortForHydration.tsx';
    let arrive: (module: { default: ComponentType<{ label: string }> }) => void = () => {};
    const Part = lazyPart<{ label: string }>(source, () => new Promise((resolve) => (arrive = resolve)));
    const Page = pageWith(Part);
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Suspense fallback={<p>Loading…</p>}>
        <Sort label="Sort by" />
      </Suspense>,
    );
    document.body.append(container);
    const serverButton = container.querySelector('button');

    const loading = loadParts([source]);
    arrive({ default: Sort });
    await loading;
    const root = await act(async () => hydrateRoot(container, <Page label="Sort by" />));
    await act(async () => root.render(<Page label="Newest first" />));

    // The button the visitor may already be pressing is still the one on the page, now live.
    expect(container.querySelector('button')).toBe(serverButton);
    expect(serverButton?.textContent).toBe('Newest first');
    expect(container.textContent).not.toContain('Loading…');
    container.remove();
  });
});
