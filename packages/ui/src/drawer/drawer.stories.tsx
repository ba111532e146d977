import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { DialogTrigger } from '../dialog/dialog';
import { Link } from '../link/link';
import { clickFirst } from '../story-utils/play';
import { useT } from '../story-utils/story-locale';
import { Drawer } from './drawer';

const meta: Meta<typeof Drawer> = {
  title: 'Overlays/Drawer',
  component: Drawer,
  render: function Render(args) {
    const t = useT();
    return (
      <DialogTrigger>
        <Button variant="secondary">{t({ en: 'Open menu', es: 'Abrir menú' })}</Button>
        <Drawer
          {...args}
          title={t({ en: 'Lumen Studio', es: 'Lumen Studio' })}
          closeLabel={t({ en: 'Close', es: 'Cerrar' })}
        >
          <nav aria-label={t({ en: 'Main', es: 'Principal' })}>
            <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
              <li>
                <Link variant="standalone" href="/dashboard">
                  {t({ en: 'Dashboard', es: 'Panel' })}
                </Link>
              </li>
              <li>
                <Link variant="standalone" href="/image">
                  {t({ en: 'Image generator', es: 'Generador de imágenes' })}
                </Link>
              </li>
              <li>
                <Link variant="standalone" href="/text">
                  {t({ en: 'Text generator', es: 'Generador de textos' })}
                </Link>
              </li>
            </ul>
          </nav>
        </Drawer>
      </DialogTrigger>
    );
  },
};
export default meta;
type Story = StoryObj<typeof Drawer>;

export const Closed: Story = {};
export const Open: Story = { play: clickFirst('button') };
