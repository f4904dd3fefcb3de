import { cva, type VariantProps } from "class-variance-authority";
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from "react";
import { twMerge } from "tailwind-merge";

/**
 * The site's button styles, in one place (the shadcn/ui way): `variant`
 * says what the button is for, `size` how much room it takes. Used by
 * {@link Button} and {@link LinkButton}, and by any element that must look
 * like a button (`buttonVariants({ variant, size })`).
 */
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2",
  {
    variants: {
      variant: {
        /** The main action: green, the ethanol colour ("Calcular", "Aceitar"). */
        primary: "bg-green-700 text-white hover:bg-green-800 active:bg-green-900",
        /** A secondary action on a light background. */
        outline: "border border-slate-400 bg-white text-slate-900 hover:bg-slate-100",
        /** A secondary action that must stand out inside a coloured card ("Compartilhar"). */
        strong: "border-2 border-slate-900 bg-white text-slate-900 hover:bg-slate-100",
        /** An action on a white card or inside a toast. */
        dark: "bg-slate-900 text-white hover:bg-slate-700",
      },
      size: {
        sm: "rounded-lg px-3 py-1.5 text-sm",
        md: "rounded-xl px-5 py-3",
        lg: "rounded-xl px-6 py-4 text-lg font-bold shadow-sm",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonStyle = VariantProps<typeof buttonVariants>;

/** A `<button>` (type "button" unless told otherwise) in one of the site's styles; `className` adds or overrides. */
export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyle) {
  return <button type={type} className={twMerge(buttonVariants({ variant, size }), className)} {...props} />;
}

/** A link that looks like a button (navigation, not an action); `className` adds or overrides. */
export function LinkButton({
  variant,
  size,
  className,
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & ButtonStyle & { children: ReactNode }) {
  return (
    <a className={twMerge(buttonVariants({ variant, size }), className)} {...props}>
      {children}
    </a>
  );
}
