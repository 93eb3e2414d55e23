import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SAMPLE_MENU } from '../DesktopHeader/sample-navigation';
import { MobileHeader } from './MobileHeader';

const renderHeader = () => {
  const onSearch = vi.fn();
  render(
    <MobileHeader
      menu={SAMPLE_MENU}
      cartCount={2}
      onOpenCart={() => {}}
      onSearch={onSearch}
      notificationCount={3}
    />,
  );
  return { onSearch };
};

describe('MobileHeader', () => {
  it('toggles the menu of its entries, and Escape closes it', async () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    expect(screen.getByRole('navigation', { name: 'Menu' }).querySelectorAll('li')).toHaveLength(
      SAMPLE_MENU.length,
    );
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu when the page changes, as after its Sign in, and on Sign out', async () => {
    const header = (currentPath: string, user: { name: string } | null = null, onSignOut = () => {}) => (
      <MobileHeader
        menu={SAMPLE_MENU}
        cartCount={0}
        onOpenCart={() => {}}
        onSearch={() => {}}
        user={user}
        onSignOut={onSignOut}
        currentPath={currentPath}
        signInHref="/signin?next=%2Fproducts"
      />
    );
    const { rerender } = render(header('/products'));
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin?next=%2Fproducts');
    rerender(header('/signin'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    const onSignOut = vi.fn();
    rerender(header('/orders', { name: 'Pat' }, onSignOut));
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches the trimmed text from the search toggle and ignores blank text', async () => {
    const { onSearch } = renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.keyboard('   {Enter}');
    expect(onSearch).not.toHaveBeenCalled();
    await userEvent.keyboard('  shea butter {Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('shea butter');
  });

  it('names the counts on the bell and the cart', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Notifications, 3 new' })).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toHaveTextContent('2');
  });
});
