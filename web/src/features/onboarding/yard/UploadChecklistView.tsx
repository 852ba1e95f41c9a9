import { Box, HStack, List, Text, VisuallyHidden } from '@chakra-ui/react';
import type { UploadChecklist } from '@yardwise/domain/onboarding/uploadChecklist';

/** The yard's minimums as a checklist the client can follow while uploading. */
export function UploadChecklistView({ checklist }: { checklist: UploadChecklist }) {
  return (
    <Box
      as="section"
      aria-labelledby="upload-checklist-heading"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      bg="bg.subtle"
    >
      <Text as="h2" id="upload-checklist-heading" fontWeight="semibold" mb="2">
        What we need from this yard
      </Text>
      <List.Root variant="plain" gap="2">
        {checklist.items.map((item) => (
          <List.Item key={item.kind} alignItems="start">
            <HStack align="start" gap="3">
              <Box
                aria-hidden
                flexShrink={0}
                mt="0.5"
                w="5"
                h="5"
                borderRadius="full"
                borderWidth="2px"
                borderColor={item.done ? 'green.600' : 'border.emphasized'}
                bg={item.done ? 'green.600' : 'transparent'}
                color="white"
                fontSize="xs"
                textAlign="center"
                lineHeight="4"
              >
                {item.done ? '✓' : ''}
              </Box>
              <Box>
                <Text>
                  {item.label}
                  {item.optional && ' (optional)'}
                  {item.progress && (
                    <Text as="span" color="fg.muted">
                      {`: ${item.progress}`}
                    </Text>
                  )}
                  <VisuallyHidden>{item.done ? ' (done)' : ' (not done yet)'}</VisuallyHidden>
                </Text>
                {item.hint && (
                  <Text fontSize="sm" color="fg.muted">
                    {item.hint}
                  </Text>
                )}
              </Box>
            </HStack>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
