"""What the service and every adapter share: replies as data, command names, game options, help, configuration, start-up."""
