import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs } from '@/components/ui/tabs';
import { MarketPrices } from '@/features/market';
import { NewsList } from '@/features/news';
import { SchemesDirectory } from '@/features/schemes';

const TABS = ['news', 'prices', 'schemes'] as const;
type TabId = (typeof TABS)[number];

/**
 * /schemes: the spec's news list as the first tab, then mandi prices and the schemes directory; the header keeps the
 * spec's title 'News'. The tab is in the address (?tab=prices), so it can be linked and survives a reload.
 */
export function SchemesRoute() {
  const { t } = useTranslation('news');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const selected: TabId = TABS.find((tab) => tab === asked) ?? 'news';
  return (
    <>
      <PageHeader title={t('title')} />
      <section className="p-4 sm:p-6">
        <Tabs
          label={t('tabs.label')}
          selected={selected}
          onSelect={(tab) => setParams(tab === 'news' ? {} : { tab }, { replace: true })}
          tabs={[
            { id: 'news', label: t('tabs.news'), panel: <NewsList /> },
            { id: 'prices', label: t('tabs.prices'), panel: <MarketPrices /> },
            { id: 'schemes', label: t('tabs.schemes'), panel: <SchemesDirectory /> },
          ]}
        />
      </section>
    </>
  );
}
