import { Badge, Group, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { loadFontsFor } from '../../../../lib/i18n/fonts';
import { setLanguage } from '../../../../lib/i18n/i18n';
import { languages } from '../../../../lib/i18n/languages';

/**
 * The six languages of the product, each in its own name. Choosing one switches the whole app,
 * as the navbar's language menu does, and the choice is remembered.
 */
export default function I18nLanguages() {
  const { t, i18n } = useTranslation('extension-i18n');
  // each name is written in its own script: Thai and Chinese need their fonts on this page
  useEffect(() => {
    for (const language of languages) void loadFontsFor(language.code);
  }, []);
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2 }}
      spacing="xs"
      role="group"
      aria-label={t('languages.group')}
    >
      {languages.map((language) => {
        const active = i18n.language === language.code;
        return (
          <UnstyledButton
            key={language.code}
            onClick={() => void setLanguage(language.code)}
            aria-pressed={active}
            data-testid={`i18n-language-${language.code}`}
            p="sm"
            style={{
              border: `1px solid ${active ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}`,
              borderRadius: 'var(--mantine-radius-md)',
            }}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <div>
                <Text fw={600} lang={language.htmlLang}>
                  {language.nativeName}
                </Text>
                <Text size="sm" c="dimmed">
                  {t(`languages.names.${language.code}`)}
                </Text>
              </div>
              {active ? (
                <Badge
                  color="success"
                  variant="light"
                  leftSection={<IconCheck size={12} aria-hidden />}
                >
                  {t('languages.active')}
                </Badge>
              ) : (
                <Badge variant="default" ff="monospace">
                  {language.code}
                </Badge>
              )}
            </Group>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
