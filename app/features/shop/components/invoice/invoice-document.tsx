import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../../../../api/modules/orders/contract';
import { brand, headOffice } from '../../../../brand';
import { useMoney } from '../../../../lib/format/money';
import { AddressLines } from '../checkout/address-lines';
import { useDates } from '../checkout/format';
import { TotalsList } from '../checkout/totals-list';
import classes from './invoice.module.css';
import { ChosenOptions } from '../checkout/chosen-options';

/** The browser's print dialog: paper, or a PDF when the person chooses "Save as PDF". */
const print = () => window.print();

/** An order's invoice, A4-friendly: the company, the customer, the lines, taxes and totals. */
export function InvoiceDocument({ order }: { order: Order }) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const dates = useDates();
  const office = headOffice();
  return (
    <Stack gap="md" className={classes.root}>
      <Group justify="space-between" className={classes.actions} data-testid="invoice-actions">
        <Text size="sm" c="dimmed" id="invoice-download-hint">
          {t('invoice.downloadHint')}
        </Text>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={print}
            data-testid="invoice-print"
          >
            {t('invoice.print')}
          </Button>
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={print}
            aria-describedby="invoice-download-hint"
            data-testid="invoice-download"
          >
            {t('invoice.download')}
          </Button>
        </Group>
      </Group>
      <Paper
        withBorder
        radius="md"
        className={classes.paper}
        component="article"
        aria-labelledby="invoice-title"
        data-testid="invoice-document"
      >
        <div className={classes.head}>
          <div>
            <Text fw={700} size="lg">
              {brand.legalName}
            </Text>
            <Text size="sm" component="div">
              {office.address.map((line) => (
                <div key={line}>{line}</div>
              ))}
            </Text>
            <Text size="sm">{t('invoice.taxId', { id: brand.taxId })}</Text>
            <Text size="sm">{t('invoice.phone', { phone: brand.phone })}</Text>
            <Text size="sm">{brand.email}</Text>
          </div>
          <div className={classes.meta}>
            <Title order={2} size="h2" id="invoice-title">
              {t('invoice.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('invoice.taxInvoice')}
            </Text>
            <dl className={classes.facts}>
              <dt>{t('invoice.number')}</dt>
              <dd data-testid="invoice-number">{order.number}</dd>
              <dt>{t('invoice.placed')}</dt>
              <dd data-testid="invoice-date">{dates.date(order.placedAt)}</dd>
              <dt>{t('invoice.payment')}</dt>
              <dd data-testid="invoice-payment">{t(`payment.${order.payment}`)}</dd>
            </dl>
          </div>
        </div>
        <section className={classes.billTo} aria-labelledby="invoice-bill-to">
          <Title order={3} size="h6" id="invoice-bill-to" tt="uppercase" c="dimmed">
            {t('invoice.billTo')}
          </Title>
          <Text size="sm" component="div">
            <AddressLines address={order.address} />
          </Text>
        </section>
        <Table.ScrollContainer minWidth={520}>
          <Table
            className={classes.lines}
            verticalSpacing="xs"
            aria-label={t('invoice.linesLabel')}
            data-testid="invoice-lines"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('invoice.item')}</Table.Th>
                <Table.Th className={classes.num}>{t('invoice.quantity')}</Table.Th>
                <Table.Th className={classes.num}>{t('invoice.unitPrice')}</Table.Th>
                <Table.Th className={classes.num}>{t('invoice.discount')}</Table.Th>
                <Table.Th className={classes.num}>{t('invoice.lineTotal')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.lines.map((line) => (
                <Table.Tr key={line.objectID} data-testid="invoice-line">
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {line.name}
                    </Text>
                    <ChosenOptions options={line.options} />
                    <Text size="xs" c="dimmed">
                      {line.brand}
                    </Text>
                  </Table.Td>
                  <Table.Td className={classes.num}>{line.quantity}</Table.Td>
                  <Table.Td className={classes.num}>{money.satang(line.unitPrice)}</Table.Td>
                  <Table.Td className={classes.num}>
                    −{money.satang(line.discount)} ({line.discount_in_percentage} %)
                  </Table.Td>
                  <Table.Td className={classes.num} data-testid="invoice-line-total">
                    {money.satang(line.total)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <div className={classes.totals} data-testid="invoice-totals">
          <TotalsList totals={order.totals} />
        </div>
        <Text size="sm" c="dimmed" mt="lg">
          {t('invoice.thanks')}
        </Text>
      </Paper>
    </Stack>
  );
}
