import { AccountLayout } from './account-layout';
import type { AccessLogRow, Account } from './account-types';
import { type NewPasswordSlot, PasswordForm } from './password-form';

/** spec §2 Security: 'Access logs and change password'. */
export function SecurityView({ account, accessLogs, newPassword }: { account: Account; accessLogs: AccessLogRow[]; newPassword: NewPasswordSlot }) {
  return (
    <AccountLayout title="Security" intro="Access logs and change password">
      <section className="account-section" aria-labelledby="access-logs-heading">
        <h2 id="access-logs-heading" className="account-section__title">
          Access logs
        </h2>
        {accessLogs.length === 0 ? (
          <p className="account-muted">No sign-ins recorded yet.</p>
        ) : (
          <div className="account-table-wrap">
            <table className="account-table">
              <caption className="visually-hidden">Recent sign-ins to your account, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Time (UTC)</th>
                  <th scope="col">Device</th>
                  <th scope="col">IP address</th>
                </tr>
              </thead>
              <tbody>
                {accessLogs.map((log) => (
                  <tr key={log.id}>
                    <td>
                      <time dateTime={log.created_at}>{log.time}</time>
                    </td>
                    <td>{log.device || 'Unknown device'}</td>
                    <td className={log.ip?.includes(':') ? 'account-table__ip--long' : undefined}>{log.ip || 'Unknown'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <PasswordForm hasPassword={account.has_password} newPassword={newPassword} />
    </AccountLayout>
  );
}
