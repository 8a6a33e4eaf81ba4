import PageContexts

/// The renderer is what the page contexts are made from (`PageContextSource`): its forms, docs,
/// pages and rendered sidebars.
extension SiteRenderer: PageContextSource {}
