import { Button, Dialog, DataList, Portal, Text } from '@chakra-ui/react';
import { isPackageKey } from '@yardwise/domain/catalog/catalog';
import { packageDisplayName } from '@yardwise/domain/catalog/packageNames';
import type { ProfileDoc } from '@yardwise/domain/firestore/documents';
import { CONFIRM_INFORMATION_TITLE } from '@yardwise/domain/onboarding/messages';
import { useCommand } from '@web/data/useCommand';

export const CONFIRM_INFORMATION_BUTTON = 'Yes, this is correct';
export const REPORT_WRONG_INFORMATION = 'Something is wrong';

function rows(profile: ProfileDoc, email: string): [string, string][] {
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const place = [profile.city, [profile.state, profile.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const all: [string, string | undefined][] = [
    ['Name', name],
    ['Email', email || profile.email],
    ['Phone', profile.phone],
    ['City', place],
    ['Package', isPackageKey(profile.package) ? packageDisplayName(profile.package) : undefined],
  ];
  return all.filter((row): row is [string, string] => !!row[1]);
}

export interface ConfirmInformationDialogProps {
  open: boolean;
  profile: ProfileDoc;
  email: string;
  onReportProblem(): void;
}

/**
 * The blocking Confirm Your Information dialog. Decision: it shows what the
 * designer will use to reach the client (name, email, phone, city, package); confirming marks the
 * information verified (only ever to true); anything wrong goes to the help form.
 */
export function ConfirmInformationDialog({
  open,
  profile,
  email,
  onReportProblem,
}: ConfirmInformationDialogProps) {
  const verify = useCommand('verifyInformation');
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      closeOnEscape={false}
      closeOnInteractOutside={false}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{CONFIRM_INFORMATION_TITLE}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description mb="4">
                Please check that your details are right before you start. Your designer uses them
                to reach you.
              </Dialog.Description>
              <DataList.Root orientation="horizontal" gap="2">
                {rows(profile, email).map(([label, value]) => (
                  <DataList.Item key={label}>
                    <DataList.ItemLabel>{label}</DataList.ItemLabel>
                    <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
              {verify.failure && (
                <Text role="alert" color="fg.error" mt="4">
                  {verify.failure.message}
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer gap="3" flexWrap="wrap">
              <Button variant="outline" onClick={onReportProblem}>
                {REPORT_WRONG_INFORMATION}
              </Button>
              <Button
                loading={verify.pending}
                onClick={() => void verify.run({ informationVerified: true })}
              >
                {CONFIRM_INFORMATION_BUTTON}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
