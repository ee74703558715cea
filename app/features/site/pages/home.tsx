import { Container, ButtonLink } from '../components/primitives';
import {
  IconArrowRight,
  IconBuildingWarehouse,
  IconCrane,
  IconFileCertificate,
  IconPackage,
  IconShip,
  IconTruck,
} from '../../../components/inline-icons';
import { Link } from 'react-router';
import { brand } from '../../../brand';
import { StepList } from '../components/blocks';
import { CtaBand } from '../components/cta-band';
import { PageHead } from '../components/page-head';
import { PageHero } from '../components/page-hero';
import { useLocalize } from '../use-localize';
import { listOf, type TitledText } from '../content';
import { figures, homeServices, type HomeServiceId } from '../data/home';
import { useSite } from '../format';
import { contactPath } from '../nav';
import classes from '../site.module.css';
import homeStyles from '../home.module.css';
import { TrackForm } from '../components/track-form';

const icons: Record<HomeServiceId, typeof IconTruck> = {
  transport: IconTruck,
  freight: IconShip,
  warehouse: IconBuildingWarehouse,
  packing: IconPackage,
  project: IconCrane,
  customs: IconFileCertificate,
};

export default function HomePage() {
  const { t, format } = useSite();
  const localize = useLocalize();
  const steps = listOf<TitledText>(t, 'home.process.steps');
  const years = figures.year - brand.foundedYear + 1;
  const keyFigures = [
    { id: 'years', value: format.number(years), label: t('home.figures.years') },
    {
      id: 'teu',
      value: format.number(figures.teu),
      label: t('home.figures.teu', { year: format.year(figures.year) }),
    },
    { id: 'trucks', value: format.number(figures.trucks), label: t('home.figures.trucks') },
    {
      id: 'warehouse',
      value: `${format.number(figures.warehouseSquareMetres)} m²`,
      label: t('home.figures.warehouse'),
    },
    {
      id: 'onTime',
      value: format.percent(figures.onTimeRate),
      label: t('home.figures.onTime', { year: format.year(figures.year) }),
    },
    {
      id: 'countries',
      value: format.number(figures.countries),
      label: t('home.figures.countries'),
    },
  ];

  return (
    <>
      <PageHead section="home" />
      <PageHero
        eyebrow={t('home.hero.eyebrow', { year: format.year(brand.foundedYear) })}
        title={t('home.hero.title')}
        lead={t('home.hero.lead')}
        image={{
          src: '/images/site/home-hero.svg',
          alt: t('home.hero.imageAlt'),
          width: 560,
          height: 400,
        }}
      >
        <ButtonLink to={contactPath} size="md">
          {t('common.requestQuote')}
        </ButtonLink>
        <ButtonLink href="#services" size="md" variant="outline" className={homeStyles.heroOutline}>
          {t('home.hero.secondary')}
        </ButtonLink>
      </PageHero>

      <section
        className={`${classes.section} ${classes.sectionAlt}`}
        aria-labelledby="home-track-title"
      >
        <Container size="xl" className={classes.heroGrid}>
          <div>
            <h2 className={classes.sectionTitle} id="home-track-title">
              {t('track.home.title')}
            </h2>
            <p className={classes.sectionLead} style={{ marginBottom: 0 }}>
              {t('track.home.lead')}
            </p>
          </div>
          <TrackForm id="home-track" />
        </Container>
      </section>

      <section className={classes.section} id="services" aria-labelledby="services-title">
        <Container size="xl">
          <h2 className={classes.sectionTitle} id="services-title">
            {t('home.services.title')}
          </h2>
          <p className={classes.sectionLead}>{t('home.services.lead')}</p>
          <div className={classes.cardGrid}>
            {homeServices.map((service) => {
              const Icon = icons[service.id];
              const title = t(`home.services.${service.id}.title`);
              return (
                <article
                  key={service.id}
                  className={`${classes.card} ${service.path ? homeStyles.linkedCard : ''}`}
                >
                  <span className={classes.iconBadge} aria-hidden>
                    <Icon size={26} />
                  </span>
                  <h3>
                    {service.path ? (
                      <Link to={localize(service.path)} className={homeStyles.cardLink}>
                        {title}
                      </Link>
                    ) : (
                      title
                    )}
                  </h3>
                  <p>{t(`home.services.${service.id}.text`)}</p>
                  {service.path && (
                    <IconArrowRight size={20} aria-hidden className={homeStyles.cardArrow} />
                  )}
                </article>
              );
            })}
          </div>
        </Container>
      </section>

      <section
        className={`${classes.section} ${classes.sectionAlt}`}
        aria-labelledby="figures-title"
      >
        <Container size="xl">
          <h2 className={classes.sectionTitle} id="figures-title">
            {t('home.figures.title', { name: brand.name })}
          </h2>
          <dl className={homeStyles.figures}>
            {keyFigures.map((figure) => (
              <div key={figure.id} className={homeStyles.figure}>
                <dt>{figure.label}</dt>
                <dd>{figure.value}</dd>
              </div>
            ))}
          </dl>
        </Container>
      </section>

      <section className={classes.section} aria-labelledby="process-title">
        <Container size="xl">
          <h2 className={classes.sectionTitle} id="process-title">
            {t('home.process.title')}
          </h2>
          <p className={classes.sectionLead}>{t('home.process.lead')}</p>
          <StepList steps={steps} />
        </Container>
      </section>

      <section
        className={`${classes.section} ${classes.sectionAlt}`}
        aria-label={t('home.testimonial.author')}
      >
        <Container size="md">
          <figure className={homeStyles.quote}>
            <blockquote style={{ margin: 0 }}>
              <p>{t('home.testimonial.quote', { name: brand.name })}</p>
            </blockquote>
            <figcaption>{t('home.testimonial.author')}</figcaption>
          </figure>
        </Container>
      </section>

      <CtaBand title={t('home.cta.title')} text={t('home.cta.text')} />
    </>
  );
}
