import { useTranslation } from 'react-i18next';

/** Whole numbers written the reader's way (12,000 / 12.000 / 12 000); `cn` is Chinese. */
export function useNumberFormat(): (value: number) => string {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language === 'cn' ? 'zh-CN' : i18n.language);
  return (value) => format.format(value);
}
