/** The admin's pricing screens (issue 37): the day's metal prices. */
export const salesCopy = {
  metalPrices: {
    title: "Metal prices",
    description:
      "The day's copper and aluminium prices per 100 kg, in each currency quotations use. Every price entered stays in the history.",
    metal: { copper: "Copper", aluminium: "Aluminium" },
    metalLabel: "Metal",
    currencyLabel: "Currency",
    priceLabel: "Price per 100 kg",
    priceHint: "As published, e.g. 945.20. Two decimals at most.",
    dateLabel: "Price date",
    save: "Add price",
    enter: "Enter metal prices",
    saved: "Metal price added",
    latestTitle: "Latest prices",
    historyTitle: "History",
    historyNote: "Newest first; the screen shows the latest {limit}.",
    colDate: "Date",
    colMetal: "Metal",
    colCurrency: "Currency",
    colPrice: "Per 100 kg",
    colEnteredBy: "Entered by",
    colEnteredAt: "Entered at (UTC)",
    noHistory: "No metal price has been entered yet.",
    enteredBy: "Entered by {name}",
    none: "No price entered yet",
    stale:
      "The latest {metal} price is from {date}, more than 2 working days ago. Enter today's before quoting.",
    missing: "No {metal} price has been entered yet. Enter one before quoting.",
    metalInvalid: "Choose copper or aluminium.",
    currencyInvalid: "Choose EGP, USD or EUR.",
    priceInvalid:
      "Enter the price as a number with at most two decimals, e.g. 945.20.",
    priceRange: "The price must be more than 0 and at most 99,999,999.99.",
    dateInvalid: "Enter the date as YYYY-MM-DD.",
    dateFuture: "The price date cannot be after today.",
  },
} as const;
