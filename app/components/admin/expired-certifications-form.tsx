import { SettingToggleCard } from "~/components/admin/setting-toggle-card";
import { useAdminMessages } from "~/locales/admin";

/**
 * "Expired certifications on the public site" on /admin/certifications (decision 055): one box for
 * the whole site, saved apart from the certifications.
 */
export function ExpiredCertificationsForm({ hidden }: { hidden: boolean }) {
  const c = useAdminMessages().certifications;
  return (
    <SettingToggleCard
      id="expired-certifications"
      intent="expired-certifications"
      name="hideExpired"
      checked={hidden}
      title={c.expiredTitle}
      description={c.expiredDescription}
      label={c.hideExpired}
      hint={c.hideExpiredHint}
      save={c.expiredSave}
    />
  );
}
