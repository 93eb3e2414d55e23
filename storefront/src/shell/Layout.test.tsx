import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { expect, it } from 'vitest';
import { swrConfig } from '../data/swr-config';
import { Layout, useLayout } from './Layout';

it('passes the screen nothing new when the header updates with the session', async () => {
  let renders = 0;
  function Screen() {
    renders += 1;
    const { trading } = useLayout();
    return <h1>{trading ? 'Trading' : 'Marketplace'}</h1>;
  }
  render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <MemoryRouter initialEntries={['/somewhere']}>
        <Routes>
          <Route path="/" element={<Layout />}>
            <Route path="somewhere" element={<Screen />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
  await screen.findByRole('heading', { name: 'Marketplace' });
  // The session's answer (nobody signed in) changes the header, not the screen: a screen still
  // being hydrated when it arrives would otherwise be hydrated whole, in one long task.
  expect((await screen.findAllByRole('link', { name: 'Sign in' })).length).toBeGreaterThan(0);
  expect(renders).toBe(1);
});
