"""The Discord adapter: slash commands, buttons, menus and posted pictures, as thin glue over the service."""
