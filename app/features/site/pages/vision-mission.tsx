import { Container, ButtonLink } from '../components/primitives';
import { IconLeaf, IconScale, IconShieldCheck, IconTarget } from '../../../components/inline-icons';
import { TextCards } from '../components/blocks';
import { CtaBand } from '../components/cta-band';
import { PageHead } from '../components/page-head';
import { PageHero } from '../components/page-hero';
import { listOf, type TitledText } from '../content';
import { useSite } from '../format';
import classes from '../site.module.css';
import aboutStyles from '../about.module.css';

const commitmentIcons = [IconShieldCheck, IconLeaf, IconScale];

export default function VisionMissionPage() {
  const { t } = useSite();
  const mission = listOf(t, 'vision.mission.items');
  const commitments = listOf<TitledText>(t, 'vision.commitments.items');
  return (
    <>
      <PageHead section="vision" />
      <PageHero
        eyebrow={t('vision.hero.eyebrow')}
        title={t('vision.hero.title')}
        lead={t('vision.hero.lead')}
        image={{ src: '/images/site/vision.svg', alt: '', width: 560, height: 400 }}
      />

      <section className={classes.section} aria-labelledby="vision-title">
        <Container size="xl" className={classes.split}>
          <div>
            <h2 className={classes.sectionTitle} id="vision-title">
              {t('vision.vision.title')}
            </h2>
            <p className={aboutStyles.statement}>{t('vision.vision.text')}</p>
          </div>
          <div>
            <h2 className={classes.sectionTitle} id="mission-title">
              {t('vision.mission.title')}
            </h2>
            <ul className={classes.checkList} aria-labelledby="mission-title">
              {mission.map((item) => (
                <li key={item}>
                  <IconTarget size={22} aria-hidden />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
        </Container>
      </section>

      <section className={`${classes.section} ${classes.sectionAlt}`} aria-labelledby="commitments-title">
        <Container size="xl">
          <h2 className={classes.sectionTitle} id="commitments-title">
            {t('vision.commitments.title')}
          </h2>
          <TextCards items={commitments} icons={commitmentIcons} wide />
          <ButtonLink to="/aboutus/aboutweare" variant="light" mt="xl">
            {t('vision.back')}
          </ButtonLink>
        </Container>
      </section>

      <CtaBand title={t('home.cta.title')} text={t('home.cta.text')} />
    </>
  );
}
