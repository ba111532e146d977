import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { personalTokenFixture } from '@/testing/fixtures';
import { mockBackend } from '@/testing/mock-backend';
import { appStoryMeta, storyMessage } from '@/testing/story-providers';
import { SettingsTab } from './settings-tab';

const app = { route: '/dashboard?tab=settings', path: '/dashboard', signedIn: true };

/** The change answers with what it did to the personal access tokens. */
const changed = (revokedTokens: number) =>
  http.post('/api/settings/change-password', () =>
    HttpResponse.json({ success: true, revokedTokens }),
  );

const meta = {
  title: 'Dashboard/Settings',
  component: SettingsTab,
  ...appStoryMeta,
  parameters: {
    ...appStoryMeta.parameters,
    app,
    msw: {
      handlers: [
        changed(3),
        ...mockBackend({ tokens: [1, 2, 3].map((n) => personalTokenFixture(n)) }),
      ],
    },
  },
} satisfies Meta<typeof SettingsTab>;
export default meta;
type Story = StoryObj<typeof meta>;

type Play = NonNullable<Story['play']>;
type Context = Parameters<Play>[0];

/** Fills the change-password form, ticks "Keep my API tokens" when asked, and submits it. */
async function changePassword({ canvasElement, globals }: Context, keep: boolean) {
  const canvas = within(canvasElement);
  const fill = async (id: Parameters<typeof storyMessage>[1], value: string) =>
    userEvent.type(await canvas.findByLabelText(storyMessage(globals, id)), value);
  await fill('settings.currentPassword', 'Old-Password-1');
  await fill('settings.newPassword', 'Brand-New-Pass-42');
  await fill('settings.confirmPassword', 'Brand-New-Pass-42');
  if (keep)
    await userEvent.click(canvas.getByText(storyMessage(globals, 'settings.keepApiTokens')));
  await userEvent.click(
    canvas.getByRole('button', { name: storyMessage(globals, 'settings.submit') }),
  );
  return canvas;
}

/** The form at rest: "Keep my API tokens" unticked, with its hint; then the tokens and data cards. */
export const Idle: Story = {};

/** A change without the box ticked: the screen says how many tokens it revoked. */
export const TokensRevoked: Story = {
  play: async (context) => {
    const canvas = await changePassword(context, false);
    const said = context.globals.locale === 'es' ? /revocado 3 tokens de API/ : /3 API tokens were/;
    await expect(await canvas.findByText(said)).toBeVisible();
  },
};

/** A change with "Keep my API tokens" ticked: the screen says they were kept. */
export const TokensKept: Story = {
  parameters: {
    msw: {
      handlers: [
        changed(0),
        ...mockBackend({ tokens: [1, 2, 3].map((n) => personalTokenFixture(n)) }),
      ],
    },
  },
  play: async (context) => {
    const canvas = await changePassword(context, true);
    await expect(
      await canvas.findByText(storyMessage(context.globals, 'settings.tokensKept')),
    ).toBeVisible();
  },
};
