import type { Meta, StoryObj } from '@storybook/react-vite';
import { focusFirstWithKeyboard, hoverFirst } from '../story-utils/play';
import { useT } from '../story-utils/story-locale';
import { Tab, TabList, TabPanel, Tabs } from './tabs';

const meta: Meta<typeof Tabs> = {
  title: 'Navigation/Tabs',
  component: Tabs,
  render: function Render(args) {
    const t = useT();
    return (
      <Tabs {...args}>
        <TabList aria-label={t({ en: 'Image generator', es: 'Generador de imágenes' })}>
          <Tab id="generate">{t({ en: 'Generate', es: 'Generar' })}</Tab>
          <Tab id="gallery">{t({ en: 'My Gallery', es: 'Mi galería' })}</Tab>
          <Tab id="history" isDisabled>
            {t({ en: 'History', es: 'Historial' })}
          </Tab>
        </TabList>
        <TabPanel id="generate">
          {t({ en: 'Describe the image you want.', es: 'Describe la imagen que quieres.' })}
        </TabPanel>
        <TabPanel id="gallery">
          {t({ en: 'Your saved images.', es: 'Tus imágenes guardadas.' })}
        </TabPanel>
        <TabPanel id="history">—</TabPanel>
      </Tabs>
    );
  },
};
export default meta;
type Story = StoryObj<typeof Tabs>;

export const Default: Story = {};
export const SecondSelected: Story = { args: { defaultSelectedKey: 'gallery' } };
export const Hovered: Story = { play: hoverFirst('tab') };
export const FocusVisible: Story = { play: focusFirstWithKeyboard };
