import { SettingToggleCard } from "~/components/admin/setting-toggle-card";
import { useAdminMessages } from "~/locales/admin";

/**
 * "Sign-in security" on /admin/settings: require two-factor sign-in for every account, saved apart
 * from the company details.
 */
export function SignInSecurityForm({
  required,
  ownTwoFactor,
}: {
  required: boolean;
  ownTwoFactor: boolean;
}) {
  const s = useAdminMessages().settings;
  return (
    <SettingToggleCard
      id="sign-in-security"
      intent="sign-in-security"
      name="twoFactorRequired"
      checked={required}
      title={s.securityTitle}
      description={s.securityDescription}
      label={s.requireTwoFactor}
      hint={
        ownTwoFactor
          ? s.requireTwoFactorHint
          : `${s.requireTwoFactorHint} ${s.ownFirst}`
      }
      save={s.securitySave}
    />
  );
}
