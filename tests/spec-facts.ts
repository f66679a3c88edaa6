// Every fact of ../shared/spec/site-spec.md that must be visible, by route.
// Matched case-insensitively against the page's visible text.
export const LANDING_FACTS = [
  // header and hero
  "Features", "Pricing", "Integrations", "Book Demo", "Book a Free Demo", "Watch Demo Video",
  // what the product does
  "WhatsApp", "website chat", "email", "30 seconds", "push, email and SMS", "dashboard", "priority scoring", "conversion probability",
  // problem
  "Scattered inquiries", "Manual data entry", "Lost leads", "₹2.5 lakh", "lost every month",
  // features: parsed fields, sample lead card fields, priorities, channels
  "Destination", "Duration", "Passengers", "Budget", "Month",
  "HIGH PRIORITY", "MEDIUM", "FOLLOW-UP", "Website", "Email", "Conversion probability", "min ago", "₹1,20,000",
  // how it works
  "Your client sends an inquiry", "dates, destination, budget and passenger count", "structured lead data",
  // benefits
  "Before", "After", "95%", "faster responses", "60%", "increase in revenue", "₹4.5 lakh+",
  // integrations
  "Website widget", "WordPress plugin", "WhatsApp Business API", "Email (Gmail/Outlook parsing)", "PDF processing", "Mobile app (iOS/Android)", "Smart notifications", "Book Demo Call",
  // testimonials
  "Testimonials",
  // pricing
  "AI Chat Bot", "₹4,999", "Lead Management", "₹14,999", "Complete Solution", "₹18,999", "/month", "Most Popular", "Start Free Trial",
  "Unlimited AI responses", "WhatsApp Business integration", "Website chat widget", "Email auto-replies", "Multi-language support", "Custom response templates", "Basic analytics",
  "Instant push notifications", "Smart prioritization", "Conversion probability scoring", "Unified dashboard", "Multi-channel capture", "Team collaboration", "Advanced analytics", "Export",
  "Both products", "Priority support", "Dedicated account manager", "Custom integrations", "White-label options", "Advanced reporting",
  "setup assistance and team training", "30-day money-back guarantee", "refund your first month",
  // closing
  "Your clients are waiting. Don't keep them waiting.", "Schedule My Free Demo", "200+", "4.9/5", "24 hours", "30-minute", "Limited-time offer", "50% off your first month", "Free complete setup", "this week",
  // footer
  "[email]", "[phone]", "API Docs", "Help Center", "Setup Guide", "Contact Us", "Training Videos", "©", "Terms of Service", "Privacy Policy", "Data Protection Policy",
];

const RETENTION = [
  "Customer inquiry data", "subscription plus 90 days", "Account data", "subscription plus 3 years",
  "Communication logs", "1 year", "Payment records", "7 years", "Analytics", "2 years, anonymized",
];

const LEGAL_COMMON = ["Back to Home", "Effective", "Last updated", "January 1, 2025", "limited liability partnership"];

export const LEGAL_FACTS: Record<string, string[]> = {
  "terms-of-service.html": [
    ...LEGAL_COMMON, "Terms of Service", "Service description", "18 years", "travel agency", "billed monthly in advance",
    "non-refundable", "renew", "30 days' written notice", "Acceptable use", "Termination", "[LLP number]", "[Jurisdiction city]",
  ],
  "privacy-policy.html": [
    ...LEGAL_COMMON, "Privacy Policy", "collect", "shar", "Security", "rights", "72 hours", ...RETENTION,
  ],
  "data-protection.html": [
    ...LEGAL_COMMON, "Data Protection Policy", "collect", "shar", "Security", "rights", "72 hours", ...RETENTION,
    "role-based access", "least privilege", "multi-factor authentication", "admin accounts",
  ],
};
