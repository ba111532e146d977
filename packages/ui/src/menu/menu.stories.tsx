import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Avatar } from '../avatar/avatar';
import { ChevronDownIcon } from '../icons/icons';
import { clickFirst, focusFirstWithKeyboard, hoverFirst } from '../story-utils/play';
import { useT } from '../story-utils/story-locale';
import { DropdownMenu, MenuItem, MenuSeparator } from './menu';

const meta: Meta<typeof DropdownMenu> = {
  title: 'Navigation/DropdownMenu',
  component: DropdownMenu,
  args: { onAction: fn() },
  render: function Render(args) {
    const t = useT();
    return (
      <DropdownMenu
        {...args}
        trigger={
          <>
            {t({ en: 'Generators', es: 'Generadores' })} <ChevronDownIcon />
          </>
        }
        aria-label={t({ en: 'Generators', es: 'Generadores' })}
      >
        <MenuItem
          id="image"
          description={t({ en: 'Pictures from a prompt', es: 'Imágenes a partir de un texto' })}
        >
          {t({ en: 'Image generator', es: 'Generador de imágenes' })}
        </MenuItem>
        <MenuItem
          id="text"
          description={t({ en: 'Copy, posts and emails', es: 'Textos, posts y correos' })}
        >
          {t({ en: 'Text generator', es: 'Generador de textos' })}
        </MenuItem>
        <MenuItem id="disabled" isDisabled>
          {t({ en: 'Video (soon)', es: 'Vídeo (pronto)' })}
        </MenuItem>
      </DropdownMenu>
    );
  },
};
export default meta;
type Story = StoryObj<typeof DropdownMenu>;

export const Default: Story = {};
export const Open: Story = { play: clickFirst('button') };
export const HoverToOpen: Story = { play: hoverFirst('button') };
export const FocusVisible: Story = { play: focusFirstWithKeyboard };
export const ProfileMenu: Story = {
  render: function Render(args) {
    const t = useT();
    return (
      <DropdownMenu
        {...args}
        trigger={<Avatar name="Ada Lovelace" size="sm" isDecorative />}
        triggerLabel={t({ en: 'Account menu', es: 'Menú de la cuenta' })}
        aria-label={t({ en: 'Account', es: 'Cuenta' })}
      >
        <MenuItem id="profile">{t({ en: 'My Profile', es: 'Mi perfil' })}</MenuItem>
        <MenuItem id="settings">{t({ en: 'Settings', es: 'Ajustes' })}</MenuItem>
        <MenuSeparator />
        <MenuItem id="logout" variant="destructive">
          {t({ en: 'Sign out', es: 'Cerrar sesión' })}
        </MenuItem>
      </DropdownMenu>
    );
  },
  play: clickFirst('button'),
};
