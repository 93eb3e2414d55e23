import {
  BottomTabBar,
  DesktopHeader,
  Footer,
  LinkProvider,
  MobileHeader,
  PictureProvider,
  Skeleton,
  ThemeSwitch,
  CurrencyPicker,
} from '@rawex/ui-kit';
import { lazy, Suspense, useMemo, useState } from 'react';
import { lazyPart } from '../server-rendering/lazy-parts';
import { Outlet, useLocation, useNavigate, useOutletContext } from 'react-router-dom';
import { displayName, useAccount, useMyCompanies, useSession, useWaiting } from '../data/session';
import { useActFor } from '../data/company';

import { whatWentWrong } from '../data/client';
import * as styles from './Layout.css';
import { resizeUpload } from './resize-picture';
import { PageLoading } from '../loading/PageLoading';
import { signInAddress } from '../navigation/next-path';
import { RouterLink } from '../navigation/RouterLink';
import {
  ADMIN_ACTIONS,
  COMPANY_ACTIONS,
  FOOTER_GROUPS,
  MAIN_NAV,
  MOBILE_MENU,
  VENDOR_ACTIONS,
} from '../routing/site-map';
import { TopBar } from './TopBar';
import { useTradingView } from './trading-view';
import { useDisplayCurrency, useEstimates } from '../money/display-currency';
import { notify, useToastsWanted } from '../notices/notify';
import { useScrollToTopOnNewPage } from '../navigation/scroll-on-new-page';

export interface LayoutContext {
  /** The dark trading layout is on. */
  trading: boolean;
}

/** What the frame tells the screen inside it. */
export const useLayout = () => useOutletContext<LayoutContext>();

const CartPanel = lazy(() => import('./CartPanel'));
// Only members of several firms have one, and only once the session is known: its code (Ark's
// select and its positioning) stays out of every page's first script.
const CompanySwitcher = lazyPart(
  'src/shell/CompanySwitcherChunk.tsx',
  () => import('./CompanySwitcherChunk'),
);
const Toasts = lazy(() => import('../notices/Toasts'));

const PARENT_COMPANY_URL = 'https://rawex.example';
/** The element that holds the screen: "Skip to content" leads there. */
const SCREEN_HOLDER_ID = 'main';

/**
 * Every screen's frame: the headers (desktop and phone, each hiding itself at the other's widths),
 * the bottom tab bar, the cart drawer and the toasts; the trading view adds its top bar, the
 * marketplace its footer.
 */
export function Layout() {
  const [trading, setTrading] = useTradingView();
  const { user } = useSession();
  const { signOut } = useAccount();
  const waiting = useWaiting();
  const [cartOpen, setCartOpen] = useState(false);
  // The drawer's code loads when the cart is first opened, the toasts' with the first notice.
  const [cartOpened, setCartOpened] = useState(false);
  const toastsWanted = useToastsWanted();
  const openCart = () => {
    setCartOpened(true);
    setCartOpen(true);
  };
  const navigate = useNavigate();
  const { pathname, search: query } = useLocation();
  useScrollToTopOnNewPage();
  const here = `${pathname}${query}`;

  const headerUser = user === undefined ? undefined : user && { name: displayName(user) };
  const search = (text: string) => navigate(`/products?search=${encodeURIComponent(text)}`);
  const leave = async () => {
    await signOut();
    navigate('/');
  };
  const companies = useMyCompanies() ?? [];
  const actFor = useActFor();
  const [switching, setSwitching] = useState(false);
  const switchCompany = async (companyId: string) => {
    setSwitching(true);
    try {
      const me = await actFor(companyId);
      const name = companies.find((company) => company.companyId === companyId)?.name ?? 'the company';
      notify({ title: `Acting for ${name}`, description: `As ${me.companyRole}.`, type: 'success' });
    } catch (failure) {
      notify({
        title: 'Error',
        description: whatWentWrong(failure, 'Failed to switch company.'),
        type: 'error',
      });
    } finally {
      setSwitching(false);
    }
  };
  const companySwitcher = companies.length > 1 && (
    <Suspense fallback={<Skeleton width="10rem" height="40px" />}>
      <CompanySwitcher
        companies={companies.map((company) => ({
          id: company.companyId,
          name: company.name,
          role: company.role,
        }))}
        actingId={user?.companyId ?? ''}
        onSwitch={(companyId) => void switchCompany(companyId)}
        busy={switching}
      />
    </Suspense>
  );
  const displayCurrency = useDisplayCurrency();
  const { rated } = useEstimates();
  const displayChoices = (
    <>
      <CurrencyPicker value={displayCurrency.currency} currencies={rated} onChange={displayCurrency.choose} />
      <ThemeSwitch dark={trading} onChange={setTrading} />
    </>
  );
  const adminActions = user?.role === 'admin' ? ADMIN_ACTIONS : [];
  const companyActions = user ? COMPANY_ACTIONS : [];
  // Both headers are rendered; each hides itself at the other's widths.
  const header = {
    cartCount: waiting?.cartLines ?? 0,
    onOpenCart: openCart,
    onSearch: search,
    user: headerUser,
    onSignOut: leave,
    signInHref: signInAddress(here),
    joinHref: signInAddress(here, '/join'),
    currentPath: pathname,
    notificationCount: waiting?.unreadNotifications,
    notificationsHref: '/notifications',
    messageCount: waiting?.unreadMessages,
  };

  // The screen, the same element until the view changes: the header updating (the session's
  // answer arriving as the page starts) then passes it nothing new, and a screen still being
  // hydrated finishes in slices. Given a new element, React hydrated the rest of it at once, in
  // one task (280–470 ms at Lighthouse's 4× slowdown on a slow machine).
  const screen = useMemo(
    () => (
      <Suspense fallback={<PageLoading />}>
        <Outlet context={{ trading } satisfies LayoutContext} />
      </Suspense>
    ),
    [trading],
  );

  return (
    <LinkProvider component={RouterLink}>
      <PictureProvider resize={resizeUpload}>
        <a className={styles.skipLink} href={`#${SCREEN_HOLDER_ID}`}>
          Skip to content
        </a>
        {trading && <TopBar extra={displayChoices} />}
        <DesktopHeader
          {...header}
          nav={MAIN_NAV}
          vendorActions={[...VENDOR_ACTIONS, ...companyActions, ...adminActions]}
          searchAction="/products"
          identity={companySwitcher || undefined}
          extra={trading ? undefined : displayChoices}
        />
        <MobileHeader
          {...header}
          menu={[...MOBILE_MENU, ...companyActions, ...adminActions]}
          extra={
            <>
              {companySwitcher}
              {displayChoices}
            </>
          }
        />
        <main id={SCREEN_HOLDER_ID} className={styles.main} tabIndex={-1}>
          {screen}
        </main>
        {!trading && (
          <div className={styles.footer}>
            <Footer groups={FOOTER_GROUPS} companyUrl={PARENT_COMPANY_URL} />
          </div>
        )}
        <BottomTabBar currentPath={pathname} cartCount={waiting?.cartLines ?? 0} />
        {cartOpened && (
          <Suspense fallback={null}>
            <CartPanel open={cartOpen} onOpenChange={setCartOpen} onCheckout={() => navigate('/cart')} />
          </Suspense>
        )}
        {toastsWanted && (
          <Suspense fallback={null}>
            <Toasts />
          </Suspense>
        )}
      </PictureProvider>
    </LinkProvider>
  );
}
