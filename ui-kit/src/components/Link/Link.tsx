import {
  createContext,
  createElement,
  forwardRef,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
} from 'react';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

const PlainAnchor = forwardRef<HTMLAnchorElement, LinkProps>(function PlainAnchor(props, ref) {
  return <a ref={ref} {...props} />;
});

const LinkComponentContext = createContext<ComponentType<LinkProps>>(PlainAnchor);

export interface LinkProviderProps {
  /** Renders every link of the kit, e.g. an adapter to react-router's `Link`. */
  component: ComponentType<LinkProps>;
  children: React.ReactNode;
}

/** Lets an app route the kit's links itself; without it they are plain anchors. */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkComponentContext.Provider value={component}>{children}</LinkComponentContext.Provider>;
}

/** A link rendered by the app's link component. */
export function Link(props: LinkProps) {
  return createElement(useContext(LinkComponentContext), props);
}
