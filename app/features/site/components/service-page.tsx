import { Container, ButtonLink } from './primitives';
import { IconCircleCheck, IconFileText, IconWorld } from '../../../components/inline-icons';
import { serviceById, type ServiceId } from '../data/services';
import { transitTimes } from '../data/transit-times';
import { listOf, type TitledText } from '../content';
import { useSite } from '../format';
import { contactPath } from '../nav';
import classes from '../site.module.css';
import serviceStyles from '../service.module.css';
import { StepList, TextCards } from './blocks';
import { CtaBand } from './cta-band';
import { PageHead } from './page-head';
import { PageHero } from './page-hero';

/**
 * One service page: what it covers, how a shipment moves, documents, transit times,
 * coverage and why us. The words come from site.json under the service's id.
 */
export function ServicePage({ service }: { service: ServiceId }) {
  const { t, format } = useSite();
  const info = serviceById(service);
  const name = t(`serviceNames.${service}`);
  const covers = listOf<TitledText>(t, `${service}.covers`);
  const steps = listOf<TitledText>(t, `${service}.process`);
  const documents = listOf(t, `${service}.documents.items`);
  const why = listOf<TitledText>(t, `${service}.why`);

  return (
    <>
      <PageHead section={service} />
      <PageHero
        eyebrow={name}
        title={t(`${service}.hero.title`)}
        lead={t(`${service}.hero.lead`)}
        image={{ src: info.image, alt: t(`${service}.hero.imageAlt`), width: 560, height: 400 }}
      >
        <ButtonLink to={contactPath} size="md">
          {t('common.requestQuote')}
        </ButtonLink>
      </PageHero>

      <section className={classes.section} aria-labelledby="covers-title">
        <Container size="xl">
          <h2 className={classes.sectionTitle} id="covers-title">
            {t('servicePage.covers')}
          </h2>
          <TextCards items={covers} icons={[IconCircleCheck]} />
        </Container>
      </section>

      <section className={`${classes.section} ${classes.sectionAlt}`} aria-labelledby="process-title">
        <Container size="xl">
          <h2 className={classes.sectionTitle} id="process-title">
            {t('servicePage.process')}
          </h2>
          <StepList steps={steps} />
        </Container>
      </section>

      <section className={classes.section} aria-label={`${t('servicePage.documents')}, ${t(`${service}.transit.title`)}`}>
        <Container size="xl" className={classes.split}>
          <div>
            <h2 className={classes.sectionTitle}>{t('servicePage.documents')}</h2>
            <p>{t(`${service}.documents.intro`)}</p>
            <ul className={classes.checkList}>
              {documents.map((doc) => (
                <li key={doc}>
                  <IconFileText size={20} aria-hidden />
                  <span>{doc}</span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className={classes.sectionTitle} id="transit-title">
              {t(`${service}.transit.title`)}
            </h2>
            <table className={serviceStyles.table} aria-labelledby="transit-title">
              <caption>{t(`${service}.transit.note`)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t(`${service}.transit.lane`)}</th>
                  <th scope="col">{t('servicePage.time')}</th>
                </tr>
              </thead>
              <tbody>
                {transitTimes[service].map((row) => (
                  <tr key={row.id}>
                    <th scope="row">{t(`${service}.transit.rows.${row.id}`)}</th>
                    <td>{format.duration(row.min, row.max, row.unit)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Container>
      </section>

      <section className={`${classes.section} ${classes.sectionAlt}`} aria-labelledby="why-title">
        <Container size="xl">
          <h2 className={classes.sectionTitle}>
            <IconWorld size={28} aria-hidden style={{ verticalAlign: 'middle', marginRight: 8 }} />
            {t('servicePage.coverage')}
          </h2>
          <p className={classes.sectionLead}>{t(`${service}.coverage`)}</p>
          <h2 className={classes.sectionTitle} id="why-title">
            {t('servicePage.why')}
          </h2>
          <TextCards items={why} wide />
        </Container>
      </section>

      <CtaBand title={t('servicePage.ctaTitle')} text={t('servicePage.ctaText')} />
    </>
  );
}
