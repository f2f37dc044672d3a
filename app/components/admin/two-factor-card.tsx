import { useState } from "react";
import { AccountSection } from "~/components/admin/account-section";
import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { Field } from "~/components/forms/field";
import { useForm } from "~/components/forms/use-form";
import { fieldProps } from "~/lib/forms/fields";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import type { AdminResult } from "~/lib/forms/action-result";
import {
  twoFactorCodeSchema,
  twoFactorFields,
  twoFactorDisableSchema,
} from "~/lib/forms/admin/two-factor";
import { notify } from "~/lib/toast";
import { useAdminMessages } from "~/locales/admin";

/** What /admin/account's loader says about the user's two-factor sign-in. */
export interface TwoFactorView {
  enabled: boolean;
  required: boolean;
  recoveryLeft: number;
  /** A setup under way: the secret for typing in, and its QR code as SVG drawn on the server. */
  setup: { secret: string; qr: string } | null;
}

/** Why this page is the only one open: 2FA is required for every account and this one has none. */
export function TwoFactorNotice() {
  const f = useAdminMessages().twoFactor;
  return (
    <p
      role="alert"
      className="mb-6 rounded-md border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm font-medium text-destructive"
    >
      {f.required}
    </p>
  );
}

/** Codes an action answered with (setup confirmed, new codes), to be shown this once. */
function codesOf(result: AdminResult): string[] | null {
  return "recoveryCodes" in result && Array.isArray(result.recoveryCodes)
    ? (result.recoveryCodes as string[])
    : null;
}

/**
 * "Two-factor sign-in" on /admin/account: off (start a setup), a setup (QR code, the key to type,
 * a code to confirm), or on (recovery codes left, new codes, turn off). The fetchers live here,
 * not in the forms: confirming ends the setup, and its form is gone before its answer is read.
 */
export function TwoFactorCard({
  username,
  state,
}: {
  username: string;
  state: TwoFactorView;
}) {
  const f = useAdminMessages().twoFactor;
  const [codes, setCodes] = useState<string[] | null>(null);
  const [round, setRound] = useState(0);
  const onSuccess = (result: AdminResult & { ok: true }) => {
    const fresh = codesOf(result);
    if (fresh) setCodes(fresh);
    setRound((n) => n + 1);
  };
  const setup = useAdminFetcher({ onSuccess });
  const regenerate = useAdminFetcher({ onSuccess });
  const disable = useAdminFetcher({ onSuccess });
  const confirmCheck = useForm({ schema: twoFactorCodeSchema });
  const regenerateCheck = useForm({ schema: twoFactorCodeSchema });
  const disableCheck = useForm({
    schema: twoFactorDisableSchema,
    fields: twoFactorFields,
  });

  return (
    <AccountSection
      id="two-factor-title"
      title={f.title}
      description={state.enabled ? f.descriptionOn : f.descriptionOff}
      className="mb-6"
    >
      {codes ? (
        <RecoveryCodes
          username={username}
          codes={codes}
          onDone={() => setCodes(null)}
        />
      ) : null}
      {state.enabled ? (
        <div className="grid gap-6">
          <p className="text-sm">
            {f.codesLeft.replace("{count}", String(state.recoveryLeft))}
            {state.recoveryLeft <= 3 ? (
              <strong className="ms-1 text-destructive">{f.codesLow}</strong>
            ) : null}
          </p>
          <regenerate.fetcher.Form
            key={`regenerate-${round}`}
            method="post"
            aria-labelledby="two-factor-regenerate-title"
            className="grid max-w-md gap-3"
            onSubmit={regenerateCheck.onSubmit}
            noValidate
          >
            <h3 id="two-factor-regenerate-title" className="font-semibold">
              {f.regenerateTitle}
            </h3>
            <p className="text-sm text-muted-foreground">{f.regenerateHint}</p>
            <input type="hidden" name="intent" value="2fa-regenerate" />
            <Field
              id="two-factor-regenerate-code"
              label={f.code}
              error={regenerateCheck.errors.code ?? regenerate.errors.code}
            >
              {(control) => <CodeInput {...control} />}
            </Field>
            <FormError message={regenerate.errors.form} />
            <div>
              <Button
                type="submit"
                variant="outline"
                disabled={regenerate.busy}
              >
                {f.regenerate}
              </Button>
            </div>
          </regenerate.fetcher.Form>
          {state.required ? (
            <p className="text-sm text-muted-foreground">{f.disableRequired}</p>
          ) : (
            <disable.fetcher.Form
              key={`disable-${round}`}
              method="post"
              aria-labelledby="two-factor-disable-title"
              className="grid max-w-md gap-3"
              onSubmit={disableCheck.onSubmit}
              noValidate
            >
              <h3 id="two-factor-disable-title" className="font-semibold">
                {f.disableTitle}
              </h3>
              <input type="hidden" name="intent" value="2fa-disable" />
              <input
                type="text"
                name="username"
                value={username}
                autoComplete="username"
                readOnly
                hidden
              />
              <Field
                id="two-factor-disable-password"
                label={f.currentPassword}
                error={
                  disableCheck.errors.currentPassword ??
                  disable.errors.currentPassword
                }
              >
                {(control) => (
                  <Input
                    {...control}
                    {...disableCheck.field("currentPassword")}
                    autoComplete="current-password"
                  />
                )}
              </Field>
              <Field
                id="two-factor-disable-code"
                label={f.codeOrRecovery}
                error={disableCheck.errors.code ?? disable.errors.code}
              >
                {(control) => <CodeInput {...control} />}
              </Field>
              <FormError message={disable.errors.form} />
              <div>
                <Button
                  type="submit"
                  variant="destructive"
                  disabled={disable.busy}
                >
                  {f.disable}
                </Button>
              </div>
            </disable.fetcher.Form>
          )}
        </div>
      ) : state.setup ? (
        <div className="grid gap-4">
          <p className="text-sm">{f.scan}</p>
          {/* Dark modules on white whatever the theme: scanners need the contrast. The SVG is the qrcode library's, drawn on the server. */}
          <div
            role="img"
            aria-label={f.qrLabel}
            className="size-48 rounded-md bg-white p-1 [&_svg]:size-full"
            dangerouslySetInnerHTML={{ __html: state.setup.qr }}
          />
          <p className="text-sm">
            <span id="two-factor-key-label">{f.manual}</span>{" "}
            <code
              aria-labelledby="two-factor-key-label"
              data-testid="two-factor-secret"
              className="rounded bg-muted px-2 py-1 font-mono text-sm break-all"
            >
              {state.setup.secret.replace(/(.{4})/g, "$1 ").trim()}
            </code>
          </p>
          <setup.fetcher.Form
            key={`confirm-${round}`}
            method="post"
            aria-labelledby="two-factor-confirm-label"
            className="grid max-w-md gap-3"
            onSubmit={confirmCheck.onSubmit}
            noValidate
          >
            <p id="two-factor-confirm-label" className="text-sm">
              {f.confirmStep}
            </p>
            <input type="hidden" name="intent" value="2fa-confirm" />
            <Field
              id="two-factor-confirm-code"
              label={f.code}
              error={confirmCheck.errors.code ?? setup.errors.code}
            >
              {(control) => <CodeInput {...control} />}
            </Field>
            <FormError message={setup.errors.form} />
            <div>
              <Button type="submit" disabled={setup.busy}>
                {setup.busy ? f.confirming : f.confirm}
              </Button>
            </div>
          </setup.fetcher.Form>
          <setup.fetcher.Form method="post">
            <input type="hidden" name="intent" value="2fa-cancel" />
            <Button type="submit" variant="outline" disabled={setup.busy}>
              {f.cancel}
            </Button>
          </setup.fetcher.Form>
        </div>
      ) : (
        <setup.fetcher.Form method="post">
          <input type="hidden" name="intent" value="2fa-start" />
          <FormError message={setup.errors.form} />
          <Button type="submit" disabled={setup.busy}>
            {setup.busy ? f.starting : f.start}
          </Button>
        </setup.fetcher.Form>
      )}
    </AccountSection>
  );
}

/** A code field: digits from the app or a recovery code (letters too), filled by password managers. */
function CodeInput(props: React.ComponentProps<typeof Input>) {
  return (
    <Input
      {...props}
      {...fieldProps(twoFactorFields.code, "code")}
      autoComplete="one-time-code"
      autoCapitalize="off"
      spellCheck={false}
      className="max-w-48 font-mono"
    />
  );
}

function FormError({ message }: { message?: string }) {
  return message ? (
    <p role="alert" className="text-sm text-destructive">
      {message}
    </p>
  ) : null;
}

/** The ten recovery codes, shown once: a list, a copy button and a text file to download. */
function RecoveryCodes({
  username,
  codes,
  onDone,
}: {
  username: string;
  codes: string[];
  onDone: () => void;
}) {
  const f = useAdminMessages().twoFactor;
  const text = `${f.fileHeader.replace("{username}", username)}\n\n${codes.join("\n")}\n`;
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      notify.success(f.copied);
    } catch {
      notify.error(f.copyFailed);
    }
  }
  return (
    <section
      aria-labelledby="recovery-codes-title"
      className="mb-6 rounded-md border border-primary/40 bg-primary/5 p-4"
    >
      <h3 id="recovery-codes-title" className="font-semibold">
        {f.codesTitle}
      </h3>
      <p className="mb-3 text-sm">{f.codesIntro}</p>
      <ol
        aria-labelledby="recovery-codes-title"
        className="mb-4 grid gap-1 font-mono text-sm sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {f.copy}
        </Button>
        {/* A text file from a data: address: nothing is fetched, the codes stay in this page. */}
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="cableworks-recovery-codes.txt"
          className="inline-flex h-10 items-center rounded-md border border-input bg-surface px-4 text-sm font-semibold hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {f.download}
        </a>
        <Button type="button" onClick={onDone}>
          {f.done}
        </Button>
      </div>
    </section>
  );
}
