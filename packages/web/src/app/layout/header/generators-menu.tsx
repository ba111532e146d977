import { DropdownMenu, MenuItem } from '@lumen/ui';
import { ChevronDownIcon } from '@lumen/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { generatorIcons } from '@/config/generator-icons';
import { generators } from '@/config/generators';

/**
 * SPEC §2 generators dropdown: the four generators with label and description. The ui
 * DropdownMenu opens on hover from 768 px (closing 150 ms after the pointer leaves), on click
 * below, and closes on an outside click.
 */
export function GeneratorsMenu({ defaultOpen }: { defaultOpen?: boolean }) {
  const intl = useIntl();
  return (
    <DropdownMenu
      defaultOpen={defaultOpen}
      aria-label={intl.formatMessage({ id: 'header.generators' })}
      trigger={
        <>
          <FormattedMessage id="header.generators" />
          <ChevronDownIcon />
        </>
      }
    >
      {generators.map((g) => {
        const GeneratorIcon = generatorIcons[g.id];
        return (
          <MenuItem
            key={g.id}
            id={g.id}
            href={g.href}
            textValue={intl.formatMessage(g.label)}
            icon={<GeneratorIcon />}
            description={<FormattedMessage {...g.description} />}
          >
            <FormattedMessage {...g.label} />
          </MenuItem>
        );
      })}
    </DropdownMenu>
  );
}
