import { Container } from '../components/primitives';
import { CtaBand } from '../components/cta-band';
import { PageHead } from '../components/page-head';
import { PageHero } from '../components/page-hero';
import { caseStudies } from '../data/case-studies';
import { useSite } from '../format';
import classes from '../site.module.css';
import portfolioStyles from '../portfolio.module.css';

export default function PortfolioPage() {
  const { t, format } = useSite();
  return (
    <>
      <PageHead section="portfolio" />
      <PageHero eyebrow={t('portfolio.hero.eyebrow')} title={t('portfolio.hero.title')} lead={t('portfolio.hero.lead')} />

      <section className={classes.section}>
        <Container size="xl">
          <div className={`${classes.cardGrid} ${portfolioStyles.caseGrid}`}>
            {caseStudies.map((item, index) => {
              const key = `portfolio.cases.${item.id}`;
              const serviceName =
                item.service === 'packing' ? t('home.services.packing.title') : t(`serviceNames.${item.service}`);
              return (
                <article key={item.id} className={portfolioStyles.caseCard} aria-labelledby={`case-${item.id}`}>
                  <img
                    src={item.image}
                    alt={t(`${key}.imageAlt`)}
                    width={640}
                    height={360}
                    loading={index < 2 ? 'eager' : 'lazy'}
                    decoding="async"
                  />
                  <div className={portfolioStyles.caseBody}>
                    <div className={portfolioStyles.meta}>
                      <span className={classes.tag}>{serviceName}</span>
                      <time dateTime={item.completed}>{format.monthYear(item.completed)}</time>
                    </div>
                    <h2 id={`case-${item.id}`}>{t(`${key}.title`)}</h2>
                    <dl>
                      <dt>{t('portfolio.labels.client')}</dt>
                      <dd>{t(`${key}.client`)}</dd>
                      <dt>{t('portfolio.labels.challenge')}</dt>
                      <dd>{t(`${key}.challenge`)}</dd>
                      <dt>{t('portfolio.labels.solution')}</dt>
                      <dd>{t(`${key}.solution`)}</dd>
                      <dt>{t('portfolio.labels.result')}</dt>
                      <dd>{t(`${key}.result`)}</dd>
                    </dl>
                  </div>
                </article>
              );
            })}
          </div>
        </Container>
      </section>

      <CtaBand title={t('home.cta.title')} text={t('home.cta.text')} />
    </>
  );
}
