import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Tab, TabList, TabPanel, Tabs } from './tabs';

describe('Tabs', () => {
  it('switches panels with clicks and arrow keys, skipping disabled tabs', async () => {
    const screen = await render(
      <Tabs>
        <TabList aria-label="Generator">
          <Tab id="a">Generate</Tab>
          <Tab id="b" isDisabled>
            Soon
          </Tab>
          <Tab id="c">My Gallery</Tab>
        </TabList>
        <TabPanel id="a">Form</TabPanel>
        <TabPanel id="b">Nothing</TabPanel>
        <TabPanel id="c">Images</TabPanel>
      </Tabs>,
    );
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('Form');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect
      .element(screen.getByRole('tab', { name: 'My Gallery' }))
      .toHaveAttribute('aria-selected', 'true');
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('Images');
    await screen.getByRole('tab', { name: 'Generate' }).click();
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('Form');
  });
});
