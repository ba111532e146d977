import type { Meta, StoryObj } from '@storybook/react-vite';
import * as styles from './icons.css';
import * as icons from './icons';

const entries = Object.entries(icons) as [string, (typeof icons)[keyof typeof icons]][];

/** Every icon in the set, each beside its export name (the icons themselves are decorative). */
function IconSet({ size = 'md' }: { size?: keyof typeof styles.iconSize }) {
  return (
    <ul className={styles.grid}>
      {entries.map(([name, Icon]) => (
        <li key={name} className={styles.item}>
          <Icon className={styles.iconSize[size]} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  );
}

const meta: Meta<typeof IconSet> = {
  title: 'Foundations/Icons',
  component: IconSet,
  argTypes: { size: { control: 'inline-radio', options: ['md', 'lg'] } },
};
export default meta;
type Story = StoryObj<typeof IconSet>;

export const All: Story = {};
export const Large: Story = { args: { size: 'lg' } };
