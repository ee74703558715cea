import { Box, Button, Modal, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const CONTAINERS = [
  { number: 'MSKU4073126', type: "40' HC", weight: 26480, seal: 'ML-4410872' },
  { number: 'TGHU8836210', type: "40' HC", weight: 24115, seal: 'ML-4410873' },
  { number: 'CMAU5120987', type: "20' GP", weight: 18230, seal: 'ML-4410874' },
  { number: 'OOLU1562044', type: "40' RF", weight: 27950, seal: 'ML-4410875' },
] as const;

/** A full-screen modal for a wide table: the container manifest of a sailing. */
export default function PopupFullScreen() {
  const { t, i18n } = useTranslation('component-popup');
  const [opened, setOpened] = useState(false);
  const kg = new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'kilogram' });
  return (
    <>
      <Button onClick={() => setOpened(true)}>{t('fullScreen.open')}</Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        fullScreen
        title={t('fullScreen.dialogTitle')}
        closeButtonProps={{ 'aria-label': t('close') }}
        transitionProps={{ transition: 'fade', duration: 150 }}
      >
        <Box style={{ overflowX: 'auto' }}>
          <Table striped miw={520}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fullScreen.number')}</Table.Th>
                <Table.Th>{t('fullScreen.type')}</Table.Th>
                <Table.Th ta="right">{t('fullScreen.weight')}</Table.Th>
                <Table.Th>{t('fullScreen.seal')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {CONTAINERS.map((c) => (
                <Table.Tr key={c.number}>
                  <Table.Td>{c.number}</Table.Td>
                  <Table.Td>{c.type}</Table.Td>
                  <Table.Td ta="right">{kg.format(c.weight)}</Table.Td>
                  <Table.Td>{c.seal}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      </Modal>
    </>
  );
}
