import { Button, CopyButton, Group, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './code-block.module.css';
import { highlight } from './highlight';

/**
 * An example's source, highlighted, with a copy button. Loaded with the first "Show code" of a
 * page (example-card.tsx), so the highlighter never weighs on a page's first load.
 */
export default function CodeBlock({ code, label }: { code: string; label: string }) {
  const { t } = useTranslation('examples');
  const tokens = useMemo(() => highlight(code.trimEnd()), [code]);
  return (
    <div data-testid="example-code">
      <Group justify="flex-end" mb={4}>
        <CopyButton value={code} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('copied') : t('copy')} withArrow position="left">
              <Button
                variant="subtle"
                size="compact-xs"
                onClick={copy}
                leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                data-testid="example-copy"
              >
                {copied ? t('copied') : t('copy')}
              </Button>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
      {/* focusable: a region that scrolls must be reachable by keyboard (axe) */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <pre className={classes.code} tabIndex={0} aria-label={label}>
        <code>
          {tokens.map((token, i) =>
            token.kind === 'plain' ? (
              token.text
            ) : (
              <span key={i} className={classes[token.kind]}>
                {token.text}
              </span>
            ),
          )}
        </code>
      </pre>
    </div>
  );
}
