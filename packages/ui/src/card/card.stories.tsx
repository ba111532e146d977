import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';
import { useT } from '../story-utils/story-locale';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle, cardPaddings } from './card';

const meta: Meta<typeof Card> = {
  title: 'Layout/Card',
  component: Card,
  args: { padding: 'lg' },
  argTypes: { padding: { control: 'inline-radio', options: cardPaddings } },
  render: function Render(args) {
    const t = useT();
    return (
      <div style={{ maxWidth: 360 }}>
        <Card {...args}>
          <CardHeader>
            <CardTitle>{t({ en: 'Credit balance', es: 'Saldo de créditos' })}</CardTitle>
            <CardDescription>
              {t({ en: 'Available for generations', es: 'Disponible para generar' })}
            </CardDescription>
          </CardHeader>
          <div style={{ display: 'flex', alignItems: 'baseline', gap: 8 }}>
            <strong style={{ fontSize: '2rem' }}>240</strong>
            <span>{t({ en: 'credits', es: 'créditos' })}</span>
          </div>
          <CardFooter>
            <Button>{t({ en: 'Buy credits', es: 'Comprar créditos' })}</Button>
            <Badge variant="success">{t({ en: '+12 this week', es: '+12 esta semana' })}</Badge>
          </CardFooter>
        </Card>
      </div>
    );
  },
};
export default meta;
type Story = StoryObj<typeof Card>;

export const Default: Story = {};
export const Compact: Story = { args: { padding: 'md' } };
