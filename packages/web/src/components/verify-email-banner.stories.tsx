import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { mockBackend } from '@/testing/mock-backend';
import { appStoryMeta, storyMessage } from '@/testing/story-providers';
import { VerifyEmailBanner } from './verify-email-banner';

const app = { route: '/dashboard', path: '/dashboard', signedIn: true };
const handlers = (resend: () => Response) => [
  http.post('/api/auth/verify-email/resend', resend),
  ...mockBackend({ balance: 0, user: { email_verified: false, trial_pending_credits: 20 } }),
];

/** The dashboard's notice while the trial waits for the verified address. */
function BannerOnDashboard() {
  return (
    <div>
      <h1>Dashboard</h1>
      <VerifyEmailBanner />
    </div>
  );
}

const meta = {
  title: 'Dashboard/Verify your e-mail',
  component: BannerOnDashboard,
  ...appStoryMeta,
  parameters: {
    ...appStoryMeta.parameters,
    app,
    msw: { handlers: handlers(() => HttpResponse.json({ accepted: true }, { status: 202 })) },
  },
} satisfies Meta<typeof BannerOnDashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "Verify your e-mail to receive your 20 free credits", with the resend button. */
export const Waiting: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: storyMessage(globals, 'verifyEmail.label') });
  },
};

/** Resent: a toast says where the new link went. */
export const Resent: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: storyMessage(globals, 'verifyEmail.resend') }),
    );
    await expect(await within(document.body).findByRole('status')).toBeVisible();
  },
};

/** Resent too often (429): the toast says to wait. */
export const Throttled: Story = {
  parameters: {
    msw: {
      handlers: handlers(() =>
        HttpResponse.json(
          { error: 'rate_limited', message: 'Too many verification mails.' },
          { status: 429, headers: { 'retry-after': '600' } },
        ),
      ),
    },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: storyMessage(globals, 'verifyEmail.resend') }),
    );
    await within(document.body).findByText(storyMessage(globals, 'verifyEmail.tooMany'));
  },
};
