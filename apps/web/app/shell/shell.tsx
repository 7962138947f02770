import type { InitialValues } from '@vitrine/contracts/storefront';
import type { ReactNode } from 'react';
import { ToastProvider } from '../components/ui/toast';
import { ChatLink } from '../features/chat/chat-link';
import type { LoadedTemplate } from '../lib/root-data';
import { Footer } from './footer';
import { Header } from './header';
import { LoadingBar } from './loading-bar';
import { MobileBottomBar } from './mobile-bottom-bar';
import { NoticeBar } from './notice-bar';
import { ScrollToTop } from './scroll-to-top';
import { SkipLink } from './skip-link';
import { Topbar } from './topbar';
import { useHeartbeat } from './use-heartbeat';
import '../styles/shell.css';

export interface ShellProps {
  initialValues: InitialValues;
  template: LoadedTemplate;
  /** Cookie value: hash of the notice message the shopper dismissed (the bar stays hidden for it). */
  noticeDismissed: string | null;
  /** Total cart quantity for the badges; 0 hides them. */
  cartQuantity?: number;
  children: ReactNode;
}

/**
 * Everything around a storefront page (spec §1): skip link, loading bar, notice bar, topbar,
 * header, footer, scroll-to-top, mobile bottom bar, toasts and the daily heartbeat. DOM order is
 * focus order; the fixed-position parts come last.
 */
export function Shell({ initialValues, template, noticeDismissed, cartQuantity = 0, children }: ShellProps) {
  const { storefront, settings } = initialValues;
  useHeartbeat();
  return (
    <ToastProvider>
      <div className={`site site--${storefront.page_layout}`}>
        <SkipLink />
        <LoadingBar />
        <NoticeBar notice={storefront.notice} dismissedHash={noticeDismissed} />
        <Topbar topbar={template.topbar} />
        <Header storefront={storefront} header={template.header} cartQuantity={cartQuantity} />
        <main id="main" tabIndex={-1} className="site-main">
          {children}
        </main>
        <Footer storefront={storefront} footer={template.footer} settings={settings} />
        {storefront.enable_scroll_to_top ? <ScrollToTop /> : null}
        <ChatLink initialValues={initialValues} />
        <MobileBottomBar cartQuantity={cartQuantity} />
      </div>
    </ToastProvider>
  );
}
