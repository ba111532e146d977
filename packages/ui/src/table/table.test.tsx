import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Cell, Column, Row, Table, TableBody, TableHeader } from './table';

describe('Table', () => {
  it('renders a grid navigable with arrow keys', async () => {
    const screen = await render(
      <Table aria-label="Transactions">
        <TableHeader>
          <Column isRowHeader>Order</Column>
          <Column>Amount</Column>
        </TableHeader>
        <TableBody>
          <Row id="1">
            <Cell>ord_1</Cell>
            <Cell>€9.50</Cell>
          </Row>
          <Row id="2">
            <Cell>ord_2</Cell>
            <Cell>€5.00</Cell>
          </Row>
        </TableBody>
      </Table>,
    );
    await expect.element(screen.getByRole('grid', { name: 'Transactions' })).toBeVisible();
    expect(screen.getByRole('row').all()).toHaveLength(3);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toContain('ord_2');
  });

  it('shows the empty state text', async () => {
    const screen = await render(
      <Table aria-label="Transactions">
        <TableHeader>
          <Column isRowHeader>Order</Column>
        </TableHeader>
        <TableBody renderEmptyState={() => 'No transactions yet.'}>{[]}</TableBody>
      </Table>,
    );
    await expect.element(screen.getByText('No transactions yet.')).toBeVisible();
  });
});
