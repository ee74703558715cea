import { Container, ButtonLink } from '../components/primitives';
import { PageHead } from '../components/page-head';
import { PageHero } from '../components/page-hero';
import { team } from '../data/team';
import { useSite } from '../format';
import { contactPath } from '../nav';
import classes from '../site.module.css';
import managementStyles from '../management.module.css';

export default function ManagementPage() {
  const { t } = useSite();
  return (
    <>
      <PageHead section="management" />
      <PageHero eyebrow={t('management.hero.eyebrow')} title={t('management.hero.title')} lead={t('management.hero.lead')} />

      <section className={classes.section}>
        <Container size="xl">
          <ul className={`${classes.cardGrid} ${managementStyles.teamList}`}>
            {team.map((member, index) => (
              <li key={member.id} className={`${classes.card} ${managementStyles.person}`}>
                <img
                  src={member.photo}
                  alt={t('management.photoAlt', { name: member.name })}
                  width={160}
                  height={160}
                  loading={index < 3 ? 'eager' : 'lazy'}
                  decoding="async"
                />
                <h2 className={managementStyles.personName}>{member.name}</h2>
                <p className={managementStyles.role}>{t(`management.members.${member.id}.role`)}</p>
                <p>{t(`management.members.${member.id}.bio`)}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section className={`${classes.section} ${classes.sectionAlt}`} aria-labelledby="talk-title">
        <Container size="xl">
          <h2 className={classes.sectionTitle} id="talk-title">
            {t('management.contactTitle')}
          </h2>
          <p className={classes.sectionLead}>{t('management.contactText')}</p>
          <ButtonLink to={contactPath} size="md">
            {t('layout.contact')}
          </ButtonLink>
        </Container>
      </section>
    </>
  );
}
