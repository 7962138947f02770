import type { InitialValues } from '@vitrine/contracts/storefront';
import type { ReactNode } from 'react';
import type { LoadedTemplate } from '../content/content.server';
import { Footer } from './footer';
import { Header } from './header';

export interface ShellProps {
  initialValues: InitialValues;
  template: LoadedTemplate;
  noticeDismissed: string | null;
  children: ReactNode;
}

/** Header, page and footer around every storefront page (spec §1). */
export function Shell({ initialValues, template, children }: ShellProps) {
  const { storefront } = initialValues;
  return (
    <div className={`site site--${storefront.page_layout}`}>
      <Header storefront={storefront} header={template.header} />
      <main id="main" className="site-main">
        {children}
      </main>
      <Footer storefront={storefront} footer={template.footer} settings={initialValues.settings} />
    </div>
  );
}
