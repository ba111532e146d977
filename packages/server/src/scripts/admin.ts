import { ConfigError, loadConfig } from '../config';
import { buildContainer } from '../container';

// The operator role's one way in: `npm run admin -- grant <email>` (or `revoke <email>`), run
// where the server's configuration is (same DATA_DIR or DATABASE_URL). No HTTP route grants it.

const USAGE = 'Usage: npm run admin -- grant <email> | revoke <email>';

async function run(argv: readonly string[]): Promise<number> {
  const [command, email] = argv;
  if ((command !== 'grant' && command !== 'revoke') || !email) {
    console.error(USAGE);
    return 2;
  }
  const container = buildContainer(loadConfig(process.env));
  try {
    await container.cache.ready();
    await container.migrate();
    const { operator } = container.deps;
    const result =
      command === 'grant' ? await operator.grantAdmin(email) : await operator.revokeAdmin(email);
    if (!result.ok) {
      console.error(`No account with the e-mail ${email}`);
      return 1;
    }
    const changed = 'granted' in result.value ? result.value.granted : result.value.revoked;
    console.log(
      command === 'grant'
        ? `${email} ${changed ? 'is now an admin' : 'was an admin already'}`
        : `${email} ${changed ? 'is no longer an admin' : 'was not an admin'}`,
    );
    return 0;
  } finally {
    await container.close();
  }
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
