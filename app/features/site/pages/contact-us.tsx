import { Container } from '../components/primitives';
import { IconExternalLink, IconMail, IconPhone } from '../../../components/inline-icons';
import { brand, headOffice, osmUrl, telHref } from '../../../brand';
import { ContactForm } from '../components/contact-form';
import { PageHead } from '../components/page-head';
import { PageHero } from '../components/page-hero';
import { openingHours } from '../data/contact';
import { useSite, type SiteFormat } from '../format';
import classes from '../site.module.css';
import contactStyles from '../contact.module.css';

function hoursRows(format: SiteFormat, closed: string) {
  const rows = openingHours.map((h) => ({
    days: h.from === h.to ? format.weekday(h.from) : `${format.weekday(h.from)} – ${format.weekday(h.to)}`,
    hours: `${format.time(h.open)} – ${format.time(h.close)}`,
  }));
  const open = new Set(openingHours.flatMap((h) => Array.from({ length: h.to - h.from + 1 }, (_, i) => h.from + i)));
  for (let day = 1; day <= 7; day += 1) {
    if (!open.has(day)) rows.push({ days: format.weekday(day), hours: closed });
  }
  return rows;
}

export default function ContactUsPage() {
  const { t, format } = useSite();
  const head = headOffice();
  return (
    <>
      <PageHead section="contact" />
      <PageHero eyebrow={t('contact.hero.eyebrow')} title={t('contact.hero.title')} lead={t('contact.hero.lead')} />

      <section className={classes.section} aria-labelledby="contact-form-title">
        <Container size="xl" className={contactStyles.contactGrid}>
          <div className={contactStyles.formCard}>
            <h2 className={classes.sectionTitle} id="contact-form-title">
              {t('contact.form.title')}
            </h2>
            <ContactForm />
          </div>
          <div>
            <h2 className={classes.sectionTitle} id="map-title">
              {t('contact.map.title')}
            </h2>
            <figure style={{ margin: 0 }}>
              <img
                className={contactStyles.map}
                src="/images/site/head-office-map.svg"
                alt={t('contact.map.alt')}
                width={640}
                height={480}
                loading="lazy"
                decoding="async"
              />
              <figcaption className={contactStyles.office} style={{ marginTop: 12 }}>
                <strong>{t(`offices.${head.id}`, { defaultValue: head.city })} · {t(`officeKinds.${head.kind}`)}</strong>
                {head.address.map((line) => (
                  <span key={line}>{line}</span>
                ))}
                <span>{t('contact.map.directions')}</span>
                <a href={osmUrl(head)} target="_blank" rel="noopener noreferrer">
                  {t('contact.map.open')} <IconExternalLink size={14} aria-hidden />
                </a>
              </figcaption>
            </figure>
            <h3 className={contactStyles.hoursTitle}>{t('contact.offices.hours')}</h3>
            <dl className={contactStyles.hours}>
              {hoursRows(format, t('common.closed')).map((row) => (
                <div key={row.days} style={{ display: 'contents' }}>
                  <dt>{row.days}</dt>
                  <dd>{row.hours}</dd>
                </div>
              ))}
            </dl>
          </div>
        </Container>
      </section>

      <section className={`${classes.section} ${classes.sectionAlt}`} aria-labelledby="offices-title">
        <Container size="xl">
          <h2 className={classes.sectionTitle} id="offices-title">
            {t('contact.offices.title')}
          </h2>
          <ul className={`${contactStyles.officeList} ${classes.plainList}`}>
            {brand.offices.map((office) => (
              <li key={office.id} className={classes.card}>
                <h3>{t(`offices.${office.id}`, { defaultValue: office.city })}</h3>
                <span className={classes.tag} style={{ alignSelf: 'flex-start' }}>
                  {t(`officeKinds.${office.kind}`)}
                </span>
                <address className={contactStyles.office}>
                  {office.address.map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                  <a href={telHref(office.phone)}>
                    <IconPhone size={14} aria-hidden /> <span className={contactStyles.srLabel}>{t('contact.offices.phone')}: </span>
                    {office.phone}
                  </a>
                  <a href={`mailto:${office.email}`}>
                    <IconMail size={14} aria-hidden /> <span className={contactStyles.srLabel}>{t('contact.offices.email')}: </span>
                    {office.email}
                  </a>
                </address>
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
