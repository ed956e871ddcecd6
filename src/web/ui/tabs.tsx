import { cn } from '@web/lib/cn';
import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';

/*
 * Tabs on Radix: a real tablist, arrow keys move between tabs (Home/End to the ends), Tab moves
 * into the active panel, and each panel is labelled by its tab.
 */

export const Tabs = RadixTabs.Root;

export function TabsList({ className, ...props }: ComponentPropsWithRef<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={cn(
        // Two by two on phones (the labels are long), one row from md up.
        'grid grid-cols-2 gap-1 rounded-card bg-primary-50 p-1 md:grid-cols-4',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentPropsWithRef<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        'min-h-11 rounded-control px-3 py-2 text-sm font-semibold text-primary-800 transition-colors',
        'hover:bg-primary-100 data-[state=active]:bg-surface data-[state=active]:text-primary-900',
        'data-[state=active]:shadow-card',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentPropsWithRef<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cn('mt-6 flex flex-col gap-6', className)} {...props} />;
}
