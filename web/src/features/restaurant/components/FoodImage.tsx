// A dish's picture, or a neutral placeholder when it has none.

import { Center, Image, ThemeIcon } from '@mantine/core';
import { IconToolsKitchen2 } from '@tabler/icons-react';

export function FoodImage({ src, alt, size }: { src: string | null; alt: string; size: number }) {
  if (!src) {
    return (
      <Center w={size} h={size} style={{ flexShrink: 0 }}>
        <ThemeIcon variant="light" color="gray" size={size} radius="md" aria-hidden>
          <IconToolsKitchen2 size={size * 0.5} />
        </ThemeIcon>
      </Center>
    );
  }
  return <Image src={src} alt={alt} w={size} h={size} radius="md" fit="cover" style={{ flexShrink: 0 }} />;
}
