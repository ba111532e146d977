import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../badge/badge';
import { useT } from '../story-utils/story-locale';
import { Cell, Column, Row, Table, TableBody, TableHeader } from './table';

const rows = [
  {
    id: 'ord_1a2b',
    amount: '€9.50',
    status: 'success',
    credits: 100,
    date: 'May 12, 2025 • 14:02',
  },
  {
    id: 'ord_3c4d',
    amount: '€27.60',
    status: 'pending',
    credits: 300,
    date: 'May 10, 2025 • 09:41',
  },
  { id: 'ord_5e6f', amount: '€5.00', status: 'failed', credits: 50, date: 'May 02, 2025 • 18:20' },
] as const;

const meta: Meta<typeof Table> = {
  title: 'Data/Table',
  component: Table,
  render: function Render(args) {
    const t = useT();
    const status = {
      success: t({ en: 'Completed', es: 'Completado' }),
      pending: t({ en: 'Pending', es: 'Pendiente' }),
      failed: t({ en: 'Failed', es: 'Fallido' }),
    };
    return (
      <Table aria-label={t({ en: 'Transactions', es: 'Transacciones' })} {...args}>
        <TableHeader>
          <Column isRowHeader>{t({ en: 'Order', es: 'Pedido' })}</Column>
          <Column>{t({ en: 'Amount', es: 'Importe' })}</Column>
          <Column>{t({ en: 'Status', es: 'Estado' })}</Column>
          <Column>{t({ en: 'Credits', es: 'Créditos' })}</Column>
          <Column>{t({ en: 'Date', es: 'Fecha' })}</Column>
        </TableHeader>
        <TableBody items={rows}>
          {(row) => (
            <Row id={row.id}>
              <Cell>{row.id}</Cell>
              <Cell>{row.amount}</Cell>
              <Cell>
                <Badge variant={row.status}>{status[row.status]}</Badge>
              </Cell>
              <Cell>+{row.credits}</Cell>
              <Cell>{row.date}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    );
  },
};
export default meta;
type Story = StoryObj<typeof Table>;

export const Default: Story = {};
export const Empty: Story = {
  render: function Render(args) {
    const t = useT();
    return (
      <Table aria-label={t({ en: 'Transactions', es: 'Transacciones' })} {...args}>
        <TableHeader>
          <Column isRowHeader>{t({ en: 'Order', es: 'Pedido' })}</Column>
          <Column>{t({ en: 'Amount', es: 'Importe' })}</Column>
        </TableHeader>
        <TableBody
          renderEmptyState={() =>
            t({ en: 'No transactions yet.', es: 'Aún no hay transacciones.' })
          }
        >
          {[]}
        </TableBody>
      </Table>
    );
  },
};
